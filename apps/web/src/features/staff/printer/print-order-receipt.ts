// Printing an order's fiscal receipt: send the receipt to
// the printer, confirm it, wait for the print, then record the receipt id on the order (retried,
// see attach-receipt.ts). Each failure says which step failed, for its own toast.
import { attachReceipt } from '../api/attach-receipt.ts';
import { buildReceipt, type ReceiptOrder } from './build-receipt.ts';
import { FINAL_STATUSES, NoviApiClient, PrinterError } from './novi-api.ts';

export type PrintStep = 'sending' | 'confirming' | 'printing' | 'saving';

/** Longest wait for the printer to finish, in long polls of POLL_MS. */
const POLL_MS = 10_000;
const MAX_POLLS = 6;

export class PrintFailure extends Error {
  override readonly name = 'PrintFailure';

  constructor(
    readonly step: PrintStep | 'refused',
    readonly title: string,
    readonly description: string,
    options?: ErrorOptions,
  ) {
    super(`${title}: ${description}`, options);
  }
}

const describe = (error: unknown) =>
  error instanceof Error ? error.message : 'Nieznany błąd drukarki';

export interface PrintOrderReceiptArgs {
  order: ReceiptOrder;
  printerUrl: string;
  buyerNip?: string | null;
  onStep?: (step: PrintStep) => void;
}

/** Prints the receipt and records it on the order; answers the receipt id. */
export async function printOrderReceipt({
  order,
  printerUrl,
  buyerNip,
  onStep,
}: PrintOrderReceiptArgs): Promise<{ receiptId: string; printed: boolean }> {
  let body;
  try {
    body = buildReceipt(order, { buyerNip });
  } catch (error) {
    throw new PrintFailure('refused', 'Paragon odrzucony', describe(error), { cause: error });
  }
  const printer = new NoviApiClient(printerUrl);

  onStep?.('sending');
  let receiptId: string;
  try {
    receiptId = await printer.sendReceipt(body);
  } catch (error) {
    throw new PrintFailure('sending', 'Błąd drukowania', describe(error), { cause: error });
  }

  onStep?.('confirming');
  try {
    await printer.confirmReceipt(receiptId);
  } catch (error) {
    throw new PrintFailure('confirming', 'Błąd potwierdzenia paragonu', describe(error), {
      cause: error,
    });
  }

  onStep?.('printing');
  let printed = false;
  try {
    for (let poll = 0; poll < MAX_POLLS && !printed; poll++) {
      const state = await printer.receiptState(receiptId, POLL_MS);
      if (state.request.status === 'ERROR') {
        const fault = state.request.error ?? state.device.error;
        throw new PrinterError(200, fault?.code ?? null, fault?.description ?? 'Błąd wydruku');
      }
      printed = FINAL_STATUSES.includes(state.request.status);
    }
  } catch (error) {
    throw new PrintFailure('printing', 'Błąd drukowania', describe(error), { cause: error });
  }
  // Still queued after a minute: it is confirmed and will print, so it is recorded anyway
  // (recording it keeps anyone from printing the order twice).

  onStep?.('saving');
  try {
    await attachReceipt({ orderId: order.id, receiptId });
  } catch (error) {
    throw new PrintFailure(
      'saving',
      'Błąd zapisu paragonu',
      `Paragon ${receiptId} ${printed ? 'został wydrukowany' : 'jest w kolejce drukarki'}, ale nie udało się zapisać go w zamówieniu: ${describe(error)}`,
      { cause: error },
    );
  }
  return { receiptId, printed };
}
