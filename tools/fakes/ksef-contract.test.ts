// The KSeF stand-in against the Ministry's published contract (ksef-open-api.json, see
// ksef-open-api.md): the shop's own client runs its whole path through the stand-in
// (authentication, public keys, session, invoices ending in every official status, the session's
// list, UPO, close) and every answer the stand-in gives is checked against the response schema
// the document gives for its path, method and status code. A field the stand-in invents, leaves
// out or shapes differently fails here, not in production.
import { readFile } from 'node:fs/promises';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { fromSchema } from '@openapi-contrib/openapi-schema-to-json-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKsefClient, INVOICE_IN_PROGRESS } from '../../apps/api/src/modules/ksef/client.ts';
import { ksefXml } from '../../apps/api/src/modules/invoices/ksef.ts';
import { sampleInvoice, SELLER } from '../../apps/api/src/modules/invoices/test-documents.ts';
import { INVOICE_STATUSES, startFakeKsef, type FakeKsef } from './ksef.ts';

const TOKEN = 'contract-ksef-token';

interface OpenApi {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>
  >;
}

interface Answer {
  method: string;
  path: string;
  status: number;
  type: string;
  body: unknown;
}

const contract = JSON.parse(
  await readFile(new URL('./ksef-open-api.json', import.meta.url), 'utf8'),
) as OpenApi & { components: { schemas: Record<string, object> } };

/**
 * The document with its schemas in JSON Schema (OpenAPI 3.0's `nullable` and the like converted
 * by openapi-schema-to-json-schema), under the same pointers, so its `$ref`s still resolve.
 */
function asJsonSchema(document: typeof contract) {
  const convert = (schema: object) =>
    fromSchema(schema as never, {
      strictMode: false,
      // `nullable` beside `allOf: [$ref]` (no `type` of its own): the value or null.
      beforeTransform: (part) => {
        const { nullable, ...rest } = part as { nullable?: boolean; type?: unknown };
        return (
          nullable && rest.type === undefined ? { anyOf: [rest, { type: 'null' }] } : part
        ) as never;
      },
    });
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [
          method,
          {
            responses: Object.fromEntries(
              Object.entries(operation.responses ?? {}).map(([status, response]) => [
                status,
                {
                  content: Object.fromEntries(
                    Object.entries(response.content ?? {}).map(([type, media]) => [
                      type,
                      { schema: convert((media as { schema?: object }).schema ?? {}) },
                    ]),
                  ),
                },
              ]),
            ),
          },
        ]),
      ),
    ]),
  );
  const schemas = Object.fromEntries(
    Object.entries(document.components.schemas).map(([name, schema]) => [name, convert(schema)]),
  );
  return { paths, components: { schemas } };
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
// OpenAPI's numeric formats are not JSON Schema's: their ranges are checked by the types.
for (const format of ['int32', 'int64', 'double', 'float']) ajv.addFormat(format, true);
ajv.addSchema(asJsonSchema(contract), 'ksef');

/** The document's path template for a concrete path, e.g. /sessions/{referenceNumber}. */
function templateOf(path: string): string | undefined {
  // A literal segment (/sessions/online) before a parameter (/sessions/{referenceNumber}).
  const params = (template: string) => template.split('{').length;
  const templates = Object.keys(contract.paths).sort((a, b) => params(a) - params(b));
  return templates.find((template) =>
    new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  );
}
/** `~` and `/` escaped for a JSON pointer. */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** What is wrong with one answer by the document; empty when it conforms. */
function problemsOf(answer: Answer): string[] {
  const template = templateOf(answer.path);
  if (!template) return [`${answer.method} ${answer.path}: no such path in the contract`];
  const operation = contract.paths[template]![answer.method.toLowerCase()];
  if (!operation) return [`${answer.method} ${template}: no such operation`];
  const response = operation.responses[String(answer.status)];
  if (!response) return [`${answer.method} ${template}: status ${answer.status} is not documented`];
  if (answer.status === 204 || !response.content) return [];
  const mediaType = Object.keys(response.content).find((type) => answer.type.startsWith(type));
  if (!mediaType) return [`${answer.method} ${template}: content type ${answer.type} undocumented`];
  if (!mediaType.includes('json')) return [];
  const ref = `ksef#/paths/${pointer(template)}/${answer.method.toLowerCase()}/responses/${answer.status}/content/${pointer(mediaType)}/schema`;
  const validate = ajv.getSchema(ref);
  if (!validate) return [`${ref}: no schema`];
  if (validate(answer.body)) return [];
  return (validate.errors ?? []).map(
    (error) =>
      `${answer.method} ${template} ${answer.status}: ${error.instancePath} ${error.message}`,
  );
}

describe('the KSeF stand-in answers as the published open-api.json says', () => {
  let fake: FakeKsef;
  const answers: Answer[] = [];

  beforeAll(async () => {
    fake = await startFakeKsef({ token: TOKEN, processingMs: 10 });
  });
  afterAll(() => fake.close());

  /** fetch that keeps every answer of the API (under /v2) for the check. */
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = new URL(String(input));
    const type = response.headers.get('content-type') ?? '';
    const text = await response.clone().text();
    answers.push({
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/v2/, ''),
      status: response.status,
      type,
      body: type.includes('json') && text ? JSON.parse(text) : text,
    });
    return response;
  };

  it('through the shop’s whole path, every official invoice status included', async () => {
    const client = createKsefClient({
      baseUrl: `${fake.url}/v2`,
      nip: SELLER.taxId,
      token: TOKEN,
      pollMs: 5,
      fetch: recording,
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
    expect(answers.flatMap(problemsOf)).toEqual([]);
  });

  it('would catch a field shaped differently from the contract', () => {
    const status = answers.find((answer) =>
      /^\/sessions\/[^/]+\/invoices\/[^/]+$/.test(answer.path),
    )!;
    const body = status.body as Record<string, unknown>;
    expect(problemsOf({ ...status, body: { ...body, ordinalNumber: 'pierwsza' } })).not.toEqual([]);
    expect(problemsOf({ ...status, body: { ...body, referenceNumber: undefined } })).not.toEqual(
      [],
    );
  });
});
