// A parcel's tracking number, linked to its carrier's tracking page (a new tab), or a note that
// InPost has not given the number yet.
import { ExternalLink } from 'lucide-react';
import { carrierLabels } from '@shop/shared/carriers';
import type { OrderShipment } from '@shop/shared/orders';

export function TrackingLink({ shipment }: { shipment: OrderShipment }) {
  if (!shipment.trackingNumber) {
    return <span className="text-slate-600">Numer nada InPost po potwierdzeniu przesyłki</span>;
  }
  if (!shipment.trackingUrl) return <span className="font-mono">{shipment.trackingNumber}</span>;
  return (
    <a
      href={shipment.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-mono font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      {shipment.trackingNumber}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">(śledzenie: {carrierLabels[shipment.carrier]}, nowa karta)</span>
    </a>
  );
}
