// POST /admin/receipts {orderId, receiptId} (CREATE_RECEIPT): records the printed receipt on
// the order. Retried (up to 100 times, 3 s apart) while the failure may pass:
// no connection, a server error or a rate limit. A refusal (bad input, no right, conflict)
// will not change by asking again.
import { adminOrderSchema, type AdminOrder, type ReceiptLinkRequest } from '@shop/shared/orders';
import { api, isApiError } from '@/lib/api-client.ts';

export const RECEIPT_LINK_ATTEMPTS = 100;
export const RECEIPT_LINK_DELAY_MS = 3000;

const isTransient = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500);

export async function attachReceipt(
  link: ReceiptLinkRequest,
  { attempts = RECEIPT_LINK_ATTEMPTS, delayMs = RECEIPT_LINK_DELAY_MS } = {},
): Promise<AdminOrder> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await api.post('/admin/receipts', link, { schema: adminOrderSchema });
    } catch (error) {
      if (attempt >= attempts || !isTransient(error)) throw error;
      console.warn(`Zapis paragonu nieudany (próba ${attempt}), ponawiam`, error);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
