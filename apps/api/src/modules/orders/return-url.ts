// Where the payment provider sends the shopper back. The checkout sends a path ("/orders"): the
// server makes it absolute from PUBLIC_URL, so ordering works whatever address the shop was
// opened at (127.0.0.1, a LAN address). A full URL is still taken when its origin is the
// shop's own (PUBLIC_URL or a CORS origin): never an open redirect through the payment.
// The shopper lands on the very order: its id is added when the provider's return is answered.

/** The absolute return address for `requested`, or null when it leads outside the shop. */
export function resolveReturnUrl(
  requested: string,
  publicUrl: string,
  origins: readonly string[],
): string | null {
  try {
    const isPath = requested.startsWith('/');
    const url = isPath ? new URL(requested, publicUrl) : new URL(requested);
    const allowed = isPath ? [new URL(publicUrl).origin] : origins;
    return allowed.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

export const ORDER_PARAM = 'order';

/** `returnUrl` with the order's id: ".../orders?payment=return&order=123". */
export function withOrderId(returnUrl: string, orderId: number): string {
  const url = new URL(returnUrl);
  url.searchParams.set(ORDER_PARAM, String(orderId));
  return url.href;
}
