// Delivery beside the price: each InPost method with its cost and usual time, and when parcels
// leave, so the shopper knows the whole cost before adding to the cart.
import { Package, Truck } from 'lucide-react';
import { DELIVERY_OPTIONS, DISPATCH_NOTE } from '@shop/shared/delivery';
import { shippingMethodLabels } from '@shop/shared/enums';
import { formatPrice } from '@shop/shared/money';

const icons = { INPOST_COURIER: Truck, INPOST_PARCEL_LOCKER: Package } as const;

export function DeliveryInfo() {
  return (
    <section
      aria-labelledby="delivery-info-title"
      className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:p-5"
    >
      <h2 id="delivery-info-title" className="font-semibold text-slate-900">
        Dostawa
      </h2>
      <ul className="grid gap-2">
        {DELIVERY_OPTIONS.map(({ method, cost, terms }) => {
          const Icon = icons[method];
          return (
            <li key={method} className="flex gap-2.5">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex justify-between gap-3 font-medium text-slate-900">
                  {shippingMethodLabels[method]}
                  <span className="tabular-nums">{formatPrice(cost)}</span>
                </span>
                <span className="text-slate-600">{terms}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-slate-500">
        {DISPATCH_NOTE} Koszt dostawy liczymy raz na zamówienie.
      </p>
    </section>
  );
}
