// GET /admin/orders/{id}/shipment/label (READ_ORDERS): the parcel's label as a PDF, saved by the
// browser; a 409 with a Polish message until InPost has confirmed the parcel.
import { downloadApiFile } from '@/lib/save-file.ts';

export const downloadShipmentLabel = (orderId: number) =>
  downloadApiFile(`/admin/orders/${orderId}/shipment/label`, `etykieta-zamowienie-${orderId}.pdf`);
