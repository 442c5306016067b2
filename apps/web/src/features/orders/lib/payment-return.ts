// Which order a payment came back for. Checkout sends the shopper to the provider with the
// return address /orders?payment=return before the order's number exists, so it cannot be in
// the address. A new order is always the shopper's newest; an older one resumed here with
// 'Wróć do płatności' is remembered in this tab together with the newest order at that time,
// so a later checkout (a newer order) is never mistaken for it.
const STORAGE_KEY = 'shop.orders.resumedPayment';
export const PAYMENT_RETURN_PARAM = 'payment';

interface ResumedPayment {
  orderId: number;
  newestOrderId: number;
}

export function rememberResumedPayment(orderId: number, newestOrderId: number): void {
  const value: ResumedPayment = { orderId, newestOrderId };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage unavailable: the newest order will be shown instead.
  }
}

function takeResumedPayment(): ResumedPayment | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    const { orderId, newestOrderId } = (value ?? {}) as Partial<ResumedPayment>;
    return typeof orderId === 'number' && typeof newestOrderId === 'number'
      ? { orderId, newestOrderId }
      : null;
  } catch {
    return null;
  }
}

/** The order the shopper just paid (or gave up paying) for, given their newest order now. */
export function returnedOrderId(newestOrderId: number): number {
  const resumed = takeResumedPayment();
  return resumed && resumed.newestOrderId === newestOrderId ? resumed.orderId : newestOrderId;
}
