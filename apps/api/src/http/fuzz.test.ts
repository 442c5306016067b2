// Bad input everywhere: every route of the shop's own OpenAPI document gets wrong values in each
// path and query parameter and each body field (control characters, numbers outside the
// database's integer range, wrong types, very long text...), whole bodies that are not what it
// takes (invalid JSON, another content type, too large), as a guest, a shopper and staff with
// every scope. No answer may be a 5xx and every message must be Polish. The values are a fixed
// list, so a failure always reproduces; the failures are reported all together.
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeShipx } from '../../../../tools/fakes/shipx.ts';
import { SCOPES } from '@shop/shared/scopes';
import { describeEachDb } from '../test/harness.ts';
import { bearer, createStaff, registerShopper, strongPassword } from '../test/accounts.ts';
import { dropBody, postDrop, postProduct, productBody } from '../modules/drops/test-fixtures.ts';

interface Operation {
  method: InjectOptions['method'];
  path: string;
  parameters: { in: 'path' | 'query'; name: string }[];
  bodyFields: string[];
  hasBody: boolean;
}

interface Sent {
  method: InjectOptions['method'];
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

/** Values for a JSON body field. */
const BAD_FIELDS: unknown[] = [
  'a\u0000b',
  '\u0007dzwonek',
  '\u001b[31m',
  '',
  '   ',
  'x'.repeat(20_000),
  '％％％',
  '\ud800',
  2_147_483_648,
  -2_147_483_649,
  -1,
  0,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  null,
  true,
  [],
  {},
  ['a\u0000'],
  { a: 1 },
];

/** Values for a path or query parameter, as they appear in the URL. */
const BAD_PARAMS = [
  'a%00b',
  '%07',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '2147483648',
  '-2147483649',
  '-1',
  '0',
  '1.5',
  '0x10',
  'abc',
  '99999999999999999999',
  '%FF',
  '%E2%82',
  '%20',
  '%EF%BC%85%EF%BC%85%EF%BC%85',
];

/** Guests and shoppers get fewer values per field (staff reach the deepest code). */
const FEW_FIELDS = [BAD_FIELDS[0], BAD_FIELDS[8], BAD_FIELDS[15], BAD_FIELDS[19]];
const FEW_PARAMS = ['a%00b', '2147483648', 'NaN', '%FF'];

/** Words of Fastify's and zod's English messages; no Polish message contains them. */
const ENGLISH =
  /\b(the|is|are|must|should|expected|received|invalid|required|not found|unknown|too (big|small|long|short)|body|querystring|params|unsupported|property|characters|greater|less than|at least|at most|failed|route|missing|unexpected|token|position|allowed)\b/i;

// The live stream never ends, so an injected request to it would never answer.
const SKIPPED = new Set(['GET /api/live']);

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []) as Operation['parameters'];
      const body = operation.requestBody as
        { content: Record<string, { schema?: { properties?: object } }> } | undefined;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: parameters.filter((p) => p.in === 'path' || p.in === 'query'),
        bodyFields: Object.keys(body?.content['application/json']?.schema?.properties ?? {}),
        hasBody: body !== undefined,
      });
    }
  }
  return operations.filter((op) => !SKIPPED.has(`${op.method} ${op.path}`));
}

// InPost's points API answering (the parcel-locker search reaches it): its being down is a 503
// by design, not a failure to answer bad input.
const shipx = await startFakeShipx({ token: 'fuzz-shipx', organizationId: 1 });
afterAll(() => shipx.close());

describeEachDb(
  'bad input on every route',
  (ctx) => {
    let shopper: Record<string, string>;
    let staff: Record<string, string>;
    /** Valid values of the path parameters, so one bad value at a time reaches the code. */
    const pathValues: Record<string, string> = { sessionId: 'abc', category: 'elektronika' };
    /** A valid body per route (when one is known), varied one field at a time. */
    const bodies: Record<string, Record<string, unknown>> = {};

    beforeAll(async () => {
      const app = ctx().app;
      shopper = bearer((await registerShopper(app)).token);
      staff = bearer((await createStaff(app, [...SCOPES])).token);
      const future = new Date(Date.now() + 3_600_000).toISOString();
      const drop = await postDrop(app, staff, {
        dropTime: new Date(Date.now() - 60_000).toISOString(),
      });
      const productId = await postProduct(app, staff, drop.id);
      Object.assign(pathValues, {
        id: String(productId),
        idOrSlug: String(drop.id),
        dropId: String(drop.id),
        productId: String(productId),
        imageId: '1',
      });
      const address = {
        name: 'Jan Kowalski',
        street: 'ul. Długa 1',
        city: 'Kraków',
        postalCode: '31-147',
        country: 'Polska',
        isDefault: true,
      };
      Object.assign(bodies, {
        'POST /api/drops': dropBody({ dropTime: future }),
        'POST /api/products': productBody(drop.id),
        'PUT /api/products/{id}': { ...productBody(drop.id), version: '1' },
        'POST /api/auth/register': {
          email: `fuzz-${randomBytes(4).toString('hex')}@sklep.test`,
          phone: '600100200',
          password: strongPassword(),
        },
        'POST /api/auth/login': { email: 'nikt@sklep.test', password: 'Zle-Haslo-123!' },
        'POST /api/users/me/addresses': address,
        'PUT /api/users/me/addresses/{id}': address,
        'POST /api/users/me/invoice-details': { ...address, taxId: '6762468520' },
        'PUT /api/users/me/invoice-details/{id}': { ...address, taxId: '6762468520' },
        'POST /api/users/me/change-password': {
          currentPassword: 'Zle-Haslo-123!',
          newPassword: strongPassword(),
        },
        'POST /api/newsletter/emails': { email: 'newsletter@sklep.test' },
        'POST /api/coupons': {
          code: `FUZZ${randomBytes(3).toString('hex')}`,
          discountType: 'PERCENTAGE',
          discountValue: 10,
          usageLimit: 5,
          minimumOrderPrice: 0,
          minimumProductPrice: 0,
          validFrom: new Date(Date.now() - 60_000).toISOString(),
          validUntil: future,
        },
        'POST /api/coupons/assign': { code: 'NIEMATAKIEGO' },
        'POST /api/users/me/coupons': { code: 'NIEMATAKIEGO' },
        'POST /api/wishlists': { name: 'Lista', productIds: [productId] },
        'POST /api/wishlists/{id}/products': { productId },
        'POST /api/orders': {
          shippingAddressId: 1,
          items: [{ productId, quantity: 1 }],
          returnUrl: `${ctx().config.publicUrl}/orders`,
          shippingMethod: 'INPOST_COURIER',
        },
        'POST /api/admin/orders/{id}/status': { status: 'SHIPPED', note: 'Wysłano' },
        'POST /api/admin/receipts': { orderId: 1, receiptId: 'R-1' },
      });
    }, 60_000);

    function requestsFor(op: Operation, thorough: boolean): Sent[] {
      const fields = thorough ? BAD_FIELDS : FEW_FIELDS;
      const params = thorough ? BAD_PARAMS : FEW_PARAMS;
      const urlWith = (override: { name: string; value: string } | undefined) => {
        const path = op.path.replace(/\{(\w+)\}/g, (_all, name: string) =>
          override?.name === name ? override.value : (pathValues[name] ?? '1'),
        );
        const query = op.parameters.find((p) => p.in === 'query' && p.name === override?.name);
        return query ? `${path}?${query.name}=${override!.value}` : path;
      };
      const base = bodies[`${op.method} ${op.path}`] ?? {};
      const json = (body: unknown) => ({
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      const sent: Sent[] = [];
      for (const parameter of op.parameters) {
        for (const value of params) {
          sent.push({
            method: op.method,
            url: urlWith({ name: parameter.name, value }),
            ...(op.hasBody ? json(base) : {}),
          });
        }
      }
      const url = urlWith(undefined);
      for (const field of op.bodyFields) {
        for (const value of fields)
          sent.push({ method: op.method, url, ...json({ ...base, [field]: value }) });
      }
      if (op.hasBody || op.method === 'POST' || op.method === 'PUT') {
        for (const body of [null, [], 'tekst', 42, { ...base, extra: '\u0000' }]) {
          sent.push({ method: op.method, url, ...json(body) });
        }
        sent.push({
          method: op.method,
          url,
          payload: '{"a":',
          headers: { 'content-type': 'application/json' },
        });
        sent.push({
          method: op.method,
          url,
          payload: 'a=1',
          headers: { 'content-type': 'text/plain' },
        });
        sent.push({
          method: op.method,
          url,
          payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        });
        if (thorough) {
          sent.push({
            method: op.method,
            url,
            ...json({ ...base, name: 'x'.repeat(2 * 1024 * 1024) }),
          });
        }
      }
      return sent;
    }

    it('answers every bad request with a 4xx in Polish, as guest, shopper and staff', async () => {
      const app = ctx().app;
      const document = (await app.inject({ url: '/api/openapi.json' })).json();
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThan(50);
      const roles = [
        { name: 'gość', headers: {} as Record<string, string>, thorough: false },
        { name: 'klient', headers: shopper, thorough: false },
        { name: 'personel', headers: staff, thorough: true },
      ];
      const failures = new Map<string, string>();
      let count = 0;
      for (const role of roles) {
        for (const op of operations) {
          // Logging out would end the session the rest of the run uses.
          if (op.path === '/api/auth/logout' && role.name !== 'gość') continue;
          for (const request of requestsFor(op, role.thorough)) {
            count += 1;
            const res = await app.inject({
              ...request,
              headers: { ...request.headers, ...role.headers },
            });
            const message = res.headers['content-type']?.includes('json')
              ? (res.json() as { message?: unknown }).message
              : undefined;
            const problem =
              res.statusCode >= 500
                ? `${res.statusCode}`
                : typeof message === 'string' && ENGLISH.test(message)
                  ? `English: ${message}`
                  : undefined;
            if (problem) {
              const key = `${op.method} ${op.path} ${problem.slice(0, 120)}`;
              const payload =
                typeof request.payload === 'string' ? request.payload.slice(0, 200) : '';
              failures.set(
                key,
                `[${role.name}] ${request.method} ${request.url.slice(0, 200)} ${payload}`,
              );
            }
          }
        }
      }
      expect(count).toBeGreaterThan(4_000);
      const report = [...failures].map(([what, example]) => `${what}\n    e.g. ${example}`);
      expect(report, `${report.length} kinds of failure in ${count} requests`).toEqual([]);
    }, 300_000);
  },
  { SHIPX_BASE_URL: shipx.url },
);
