// The KSeF stand-in against the Ministry's published contract (ksef-open-api.json, see
// ksef-open-api.md): the shop's own client runs its whole path through the stand-in
// (authentication, public keys, session, invoices ending in every official status, the session's
// list, UPO, close) and every answer the stand-in gives is checked against the response schema
// the document gives for its path, method and status code, and every request the client sends
// against the operation's request body (tools/fakes/contract.ts). A field the stand-in invents, leaves
// out or shapes differently fails here, not in production.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKsefClient, INVOICE_IN_PROGRESS } from '../../apps/api/src/modules/ksef/client.ts';
import { ksefXml } from '../../apps/api/src/modules/invoices/ksef.ts';
import { sampleInvoice, SELLER } from '../../apps/api/src/modules/invoices/test-documents.ts';
import {
  openApiContract,
  recordingFetch,
  type Exchange,
  type OpenApiDocument,
} from './contract.ts';
import { INVOICE_STATUSES } from './ksef-model.ts';
import { startFakeKsef, type FakeKsef } from './ksef.ts';

const TOKEN = 'contract-ksef-token';

const contract = openApiContract(
  JSON.parse(
    await readFile(new URL('./ksef-open-api.json', import.meta.url), 'utf8'),
  ) as OpenApiDocument,
);

describe('the KSeF stand-in answers as the published open-api.json says', () => {
  let fake: FakeKsef;
  const answers: Exchange[] = [];

  beforeAll(async () => {
    fake = await startFakeKsef({ token: TOKEN, processingMs: 10 });
  });
  afterAll(() => fake.close());

  it('through the shop’s whole path, every official invoice status included', async () => {
    const client = createKsefClient({
      baseUrl: `${fake.url}/v2`,
      nip: SELLER.taxId,
      token: TOKEN,
      pollMs: 5,
      fetch: recordingFetch(`${fake.url}/v2`, answers),
    });
    const session = await client.openSession();
    const finals = Object.keys(INVOICE_STATUSES)
      .map(Number)
      .filter((code) => !INVOICE_IN_PROGRESS.includes(code));
    const ended: number[] = [];
    for (const code of finals) {
      await fetch(`${fake.url}/_control/outcome`, {
        method: 'POST',
        body: JSON.stringify({ code }),
      });
      // Each its own document: KSeF would call the same one a duplicate.
      const xml = Buffer.from(ksefXml(sampleInvoice(), null), 'utf8');
      const sent = await client.sendInvoice(session, xml);
      for (;;) {
        const status = await client.invoiceStatus(session.referenceNumber, sent.referenceNumber);
        if (!INVOICE_IN_PROGRESS.includes(status.status.code)) {
          ended.push(status.status.code);
          if (code === 200) await client.invoiceUpo(session.referenceNumber, sent.referenceNumber);
          if (code === 440) {
            const { originalSessionReferenceNumber, originalKsefNumber } =
              status.status.extensions!;
            await client.invoiceUpoByKsefNumber(
              originalSessionReferenceNumber!,
              originalKsefNumber!,
            );
          }
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    expect(ended).toEqual(finals);
    await client.sessionInvoices(session.referenceNumber);
    await client.closeSession(session);

    // The stand-in said 100 and 150 on the way, and every answer is the contract's.
    const statuses = answers
      .filter((answer) => /^\/sessions\/[^/]+\/invoices\/[^/]+$/.test(answer.path))
      .map((answer) => (answer.body as { status: { code: number } }).status.code);
    expect(new Set(statuses)).toEqual(new Set([100, 150, ...finals]));
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.flatMap(contract.answerProblems)).toEqual([]);
    // And what the shop sent is what the document asks for.
    expect(answers.filter((answer) => answer.request !== undefined).length).toBeGreaterThan(3);
    expect(answers.flatMap(contract.requestProblems)).toEqual([]);
  });

  it('would catch a field shaped differently from the contract', () => {
    const status = answers.find((answer) =>
      /^\/sessions\/[^/]+\/invoices\/[^/]+$/.test(answer.path),
    )!;
    const body = status.body as Record<string, unknown>;
    expect(
      contract.answerProblems({ ...status, body: { ...body, ordinalNumber: 'pierwsza' } }),
    ).not.toEqual([]);
    expect(
      contract.answerProblems({ ...status, body: { ...body, referenceNumber: undefined } }),
    ).not.toEqual([]);
  });
});
