// KSeF in API tests: the stand-in (tools/fakes/ksef.ts) started for a suite, a client of it, the
// KSeF job's runs on the test clock, paid orders of a business buyer and what KSeF holds.
//   const k = ksefFixtures(ctx); ... await k.paidOrder(12_300); await k.settle();
import { afterAll, beforeAll, expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { KsefAttention } from '@shop/shared/orders';
import type { FakeKsefInvoice } from '../../../../tools/fakes/ksef-model.ts';
import { startFakeKsef, type FakeKsef } from '../../../../tools/fakes/ksef.ts';
import { invoices } from '../db/schema/invoices.ts';
import { ksefSubmissions } from '../db/schema/ksef.ts';
import { sendToKsef } from '../flows/invoicing/ksef-sending.ts';
import { createKsefClient, type KsefClient } from '../modules/ksef/client.ts';
import { bearer, createStaff } from './accounts.ts';
import type { TestContext } from './harness.ts';
import {
  addInvoiceDetails,
  makeProduct,
  makeShopper,
  payInSimulator,
  placeOrder,
  type Shopper,
} from './order-fixtures.ts';

export const KSEF_TOKEN = 'test-ksef-token';

/** A document as the stand-in holds it (GET /_control/invoices: FakeKsefInvoice without its XML). */
type Held = Omit<FakeKsefInvoice, 'xml' | 'receivedAt'>;

interface Submission {
  invoiceId: number;
  number: string;
  state: string;
  ksefNumber: string | null;
  refusal: string | null;
  xml: string | null;
  offlineAt: Date | null;
  sendBy: string | null;
  /** KSeF's official receipt (UPO), XML. */
  upo: string | null;
}

/** The stand-in's time at each status (100, then 150) before an invoice's outcome. */
const STEP_MS = 20;

export function ksefFixtures(ctx: () => TestContext) {
  const app = () => ctx().app;
  const state = {
    fake: undefined as unknown as FakeKsef,
    ksef: undefined as unknown as KsefClient,
    buyer: undefined as unknown as Shopper & { detailsId: number },
  };
  /** What the stand-in holds, in the order it received it. */
  const held = async () =>
    (await (await fetch(`${state.fake.url}/_control/invoices`)).json()) as Held[];
  /** One run of the KSeF job now (on the test clock). */
  const run = (ksef: KsefClient = state.ksef) =>
    sendToKsef({ db: app().db, ksef, log: app().log, now: ctx().clock.now() });
  const submissions = (): Promise<Submission[]> =>
    app()
      .db.select({
        invoiceId: ksefSubmissions.invoiceId,
        number: invoices.number,
        state: ksefSubmissions.state,
        ksefNumber: ksefSubmissions.ksefNumber,
        refusal: ksefSubmissions.refusal,
        xml: ksefSubmissions.xml,
        offlineAt: ksefSubmissions.offlineAt,
        sendBy: ksefSubmissions.sendBy,
        upo: ksefSubmissions.upo,
      })
      .from(ksefSubmissions)
      .innerJoin(invoices, eq(invoices.id, ksefSubmissions.invoiceId))
      .orderBy(asc(ksefSubmissions.invoiceId));
  /**
   * Runs until nothing due waits for KSeF's decision: a run sends, later ones read 100, 150 and
   * the outcome as the stand-in moves on (its steps take `processingMs` of real time each).
   */
  async function settle() {
    const until = Date.now() + 10_000;
    for (;;) {
      await run();
      const now = ctx().clock.now();
      const waiting = (await app().db.select().from(ksefSubmissions)).filter(
        (s) => ['QUEUED', 'SENDING', 'SENT'].includes(s.state) && s.nextAttemptAt <= now,
      );
      if (waiting.length === 0 || Date.now() > until) return;
      await new Promise((resolve) => setTimeout(resolve, STEP_MS / 2));
    }
  }
  /** GET /admin/ksef/attention as staff. */
  async function attention() {
    const reader = await createStaff(app(), ['READ_ORDERS']);
    const res = await app().inject({
      url: '/api/admin/ksef/attention',
      headers: bearer(reader.token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<KsefAttention>().items;
  }
  /** A paid order of the business buyer (its invoice is queued for KSeF); answers its id. */
  async function paidOrder(price: number) {
    const product = await makeProduct(app(), { price });
    const { id, paymentUrl } = await placeOrder(
      app(),
      state.buyer,
      [{ productId: product, quantity: 1 }],
      { invoiceDetailsId: state.buyer.detailsId },
    );
    expect((await payInSimulator(app(), paymentUrl)).statusCode).toBeLessThan(400);
    return id;
  }

  beforeAll(async () => {
    state.fake = await startFakeKsef({ token: KSEF_TOKEN, processingMs: STEP_MS });
    state.ksef = createKsefClient({
      baseUrl: `${state.fake.url}/v2`,
      nip: ctx().config.operator.nip,
      token: KSEF_TOKEN,
      pollMs: 5,
    });
    ctx().clock.set(new Date());
    const shopper = await makeShopper(app());
    state.buyer = { ...shopper, detailsId: await addInvoiceDetails(app(), shopper) };
  });
  afterAll(() => state.fake?.close());
  return {
    /** The stand-in (started in beforeAll). */
    fake: () => state.fake,
    held,
    run,
    submissions,
    settle,
    attention,
    paidOrder,
    /** POST /_control/{path} of the stand-in. */
    control: (path: string, body: object) =>
      fetch(`${state.fake.url}/_control/${path}`, { method: 'POST', body: JSON.stringify(body) }),
    later: (ms: number) => ctx().clock.set(new Date(ctx().clock.now().getTime() + ms)),
  };
}
