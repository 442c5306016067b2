// Printing an order's fiscal receipt: send the receipt to the printer, confirm it, wait for the
// print, then record the receipt id on the order (retried, see attach-receipt.ts). The printer's
// request id is kept in this browser from the moment the printer stores the receipt until the
// order carries it (pending-prints.ts), so a print the page did not live to record is taken up
// again (resumeOrderReceipt) instead of printed twice. Each failure says which step failed, for
// its own toast.
import type { ReceiptLinkRequest } from '@shop/shared/orders';
import { attachReceipt } from './attach-receipt.ts';
import { buildReceipt, type ReceiptOrder } from './build-receipt.ts';
import { FINAL_STATUSES, NoviApiClient, PrinterError } from './novi-api.ts';
import { forgetPendingPrint, rememberPendingPrint, type PendingPrint } from './pending-prints.ts';

export type PrintStep = 'checking' | 'sending' | 'confirming' | 'printing' | 'saving';

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

export interface PrintOutcome {
  receiptId: string;
  /** False when the printer still had it queued after the wait (it prints later). */
  printed: boolean;
}

interface Progress {
  onStep?: (step: PrintStep) => void;
  /** Records the receipt on the order (POST /admin/receipts); tests pass their own. */
  record?: (link: ReceiptLinkRequest) => Promise<unknown>;
}

export interface PrintOrderReceiptArgs extends Progress {
  order: ReceiptOrder;
  printerUrl: string;
  buyerNip?: string | null;
}

/** Prints the receipt and records it on the order; answers the receipt id. */
export async function printOrderReceipt({
  order,
  printerUrl,
  buyerNip,
  onStep,
  record,
}: PrintOrderReceiptArgs): Promise<PrintOutcome> {
  let body;
  try {
    body = buildReceipt(order, { buyerNip });
  } catch (error) {
    throw new PrintFailure('refused', 'Paragon odrzucony', describe(error), { cause: error });
  }
  const printer = new NoviApiClient(printerUrl);

  onStep?.('sending');
  let requestId: string;
  try {
    requestId = await printer.sendReceipt(body);
  } catch (error) {
    throw new PrintFailure('sending', 'Błąd drukowania', describe(error), { cause: error });
  }
  const pending = { orderId: order.id, printerUrl, requestId, storedAt: Date.now() };
  rememberPendingPrint(pending);

  await confirm(printer, pending, onStep);
  return finish(printer, pending, { onStep, record });
}

/**
 * Takes up a print this browser started for the order but did not record: asks the printer how
 * it went, confirms it if the page closed before that, waits for it and records it. A request
 * the printer does not know, or one that failed, is forgotten: the next print starts afresh.
 */
export async function resumeOrderReceipt(
  pending: PendingPrint,
  { onStep, record }: Progress = {},
): Promise<PrintOutcome> {
  const printer = new NoviApiClient(pending.printerUrl);
  onStep?.('checking');
  let status;
  try {
    status = (await printer.receiptState(pending.requestId, 0)).request.status;
  } catch (error) {
    if (error instanceof PrinterError && error.status === 404) {
      forgetPendingPrint(pending.orderId);
      throw new PrintFailure(
        'checking',
        'Nieznany wydruk',
        `Drukarka nie zna poprzedniego wydruku (${pending.requestId}). Sprawdź, czy paragon się wydrukował, zanim wydrukujesz go ponownie.`,
        { cause: error },
      );
    }
    throw new PrintFailure('checking', 'Błąd sprawdzania poprzedniego wydruku', describe(error), {
      cause: error,
    });
  }
  if (status === 'STORED') await confirm(printer, pending, onStep);
  return finish(printer, pending, { onStep, record });
}

async function confirm(printer: NoviApiClient, pending: PendingPrint, onStep: Progress['onStep']) {
  onStep?.('confirming');
  try {
    await printer.confirmReceipt(pending.requestId);
  } catch (error) {
    throw new PrintFailure('confirming', 'Błąd potwierdzenia paragonu', describe(error), {
      cause: error,
    });
  }
}

/** Waits for the confirmed receipt to print, then records it on the order. */
async function finish(
  printer: NoviApiClient,
  { orderId, requestId }: PendingPrint,
  { onStep, record = attachReceipt }: Progress,
): Promise<PrintOutcome> {
  onStep?.('printing');
  let printed = false;
  try {
    for (let poll = 0; poll < MAX_POLLS && !printed; poll++) {
      const state = await printer.receiptState(requestId, POLL_MS);
      if (state.request.status === 'ERROR') {
        forgetPendingPrint(orderId); // nothing printed: a new print is a new receipt
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
    await record({ orderId, receiptId: requestId });
  } catch (error) {
    throw new PrintFailure(
      'saving',
      'Błąd zapisu paragonu',
      `Paragon ${requestId} ${printed ? 'został wydrukowany' : 'jest w kolejce drukarki'}, ale nie udało się zapisać go w zamówieniu: ${describe(error)}`,
      { cause: error },
    );
  }
  forgetPendingPrint(orderId);
  return { receiptId: requestId, printed };
}
