// A local stand-in for InPost's ShipX API, following the contract docs/shipments.md links to,
// for the adapter's tests and for demos without a sandbox account. It checks
// the token and the organisation, validates a create as ShipX does (400 validation_failed with
// nested details), keeps shipments in memory and processes them asynchronously like ShipX: a
// create answers `created` without a tracking number; the next read of the shipment finds it
// `confirmed` with its 24-digit number. Labels are real (small) PDFs, from `confirmed` on.
//
//   node tools/fakes/shipx.ts --port 3291 --token fake-shipx-token --organization 1234 \
//     --webhook http://localhost:3000/api/shipx/events
//
// The shop then runs with SHIPX_TOKEN=fake-shipx-token SHIPX_ORGANIZATION_ID=1234
// SHIPX_BASE_URL=http://127.0.0.1:3291. InPost moves the parcel on: POST
// /_control/shipments/{id}/status {"status":"taken_by_courier"} sets the status and sends the
// webhook InPost sends (`shipment_status_changed`) to the webhook address. The public points
// API answers from a fixed set of real-looking lockers (inpost-points.ts): GET /v1/points (by
// name, city, post_code, relative_post_code; paged) and GET /v1/points/{name}; a shipment to a
// locker not among them is refused as ShipX refuses one to a point that does not exist.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { FAKE_POINTS, type FakePoint } from './inpost-points.ts';

export interface FakeShipxOptions {
  token: string;
  organizationId: number;
  /** Where status changes are POSTed (the shop's /api/shipx/events); none: no webhooks. */
  webhookUrl?: string;
  port?: number;
}

/** Every status name of ShipX's GET /v1/statuses the fake lets the control endpoint set. */
export const SHIPX_STATUSES = [
  'created',
  'offers_prepared',
  'offer_selected',
  'confirmed',
  'dispatched_by_sender',
  'dispatched_by_sender_to_pok',
  'collected_from_sender',
  'taken_by_courier',
  'taken_by_courier_from_pok',
  'adopted_at_source_branch',
  'sent_from_source_branch',
  'adopted_at_sorting_center',
  'sent_from_sorting_center',
  'adopted_at_target_branch',
  'out_for_delivery',
  'out_for_delivery_to_address',
  'ready_to_pickup',
  'ready_to_pickup_from_pok',
  'pickup_reminder_sent',
  'delay_in_delivery',
  'avizo',
  'pickup_time_expired',
  'undelivered',
  'rejected_by_receiver',
  'delivered',
  'returned_to_sender',
  'claimed',
  'canceled',
  'other',
] as const;
export type ShipxStatus = (typeof SHIPX_STATUSES)[number];

/** Before `confirmed` a shipment has no tracking number and no label. */
const UNCONFIRMED: readonly string[] = ['created', 'offers_prepared', 'offer_selected', 'canceled'];

const SERVICES = ['inpost_locker_standard', 'inpost_courier_standard'] as const;
const TEMPLATES = ['small', 'medium', 'large'];
const SENDING_METHODS = [
  'parcel_locker',
  'pok',
  'pop',
  'courier_pok',
  'branch',
  'dispatch_order',
  'any_point',
];

type Json = Record<string, unknown>;

export interface FakeShipment {
  id: number;
  status: ShipxStatus;
  trackingNumber: string | null;
  /** The create body as the shop sent it. */
  request: Json;
  createdAt: Date;
  updatedAt: Date;
  /** Webhook deliveries for this shipment: the shop's answers. */
  notifications: { status: number; body: string }[];
}

/** ShipX's validation answer: field names to lists of error keys, nested forms as arrays. */
type Details = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const positiveNumber = (value: unknown) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
};

/** Adds `key` to the field's list, creating nested forms on the way (`{receiver:[{phone:[]}]}`). */
function addError(details: Details, path: string[], key: string) {
  const [field, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) {
    details[field] = [...((details[field] as string[] | undefined) ?? []), key];
    return;
  }
  const forms = (details[field] as Details[] | undefined) ?? [{}];
  details[field] = forms;
  addError(forms[0]!, rest, key);
}

function validatePeer(
  peer: unknown,
  name: 'receiver' | 'sender',
  errors: (p: string[], k: string) => void,
  locker: boolean,
) {
  if (!isObject(peer)) {
    if (name === 'receiver') errors([name], 'required');
    return;
  }
  const phone = text(peer.phone).replace(/^\+48/, '');
  if (phone === '') {
    if (locker || name === 'sender') errors([name, 'phone'], 'required');
  } else if (!/^\d{9}$/.test(phone)) errors([name, 'phone'], 'invalid');
  const email = text(peer.email);
  if (email === '') {
    if (locker) errors([name, 'email'], 'required');
  } else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errors([name, 'email'], 'invalid');
  const named =
    text(peer.company_name) !== '' || (text(peer.first_name) !== '' && text(peer.last_name) !== '');
  if (!locker && !named) errors([name, 'company_name'], 'required');
  const address = peer.address;
  if (address === undefined && locker) return;
  if (!isObject(address)) return errors([name, 'address'], 'required');
  for (const field of ['street', 'building_number', 'city', 'post_code'] as const) {
    if (text(address[field]) === '') errors([name, 'address', field], 'required');
  }
  const postCode = text(address.post_code);
  if (postCode !== '' && !/^\d{2}-?\d{3}$/.test(postCode)) {
    errors([name, 'address', 'post_code'], 'invalid_format');
  }
  if (text(address.country_code) !== '' && text(address.country_code) !== 'PL') {
    errors([name, 'address', 'country_code'], 'invalid');
  }
}

function validateParcels(
  parcels: unknown,
  locker: boolean,
  errors: (p: string[], k: string) => void,
) {
  // A locker parcel may be one object ({template}); otherwise an array of 1 to 1000 parcels.
  const list = Array.isArray(parcels) ? parcels : isObject(parcels) ? [parcels] : [];
  if (list.length === 0 || list.length > 1000) return errors(['parcels'], 'required');
  for (const parcel of list) {
    if (!isObject(parcel)) return errors(['parcels'], 'invalid');
    if (parcel.template !== undefined) {
      if (!TEMPLATES.includes(text(parcel.template))) errors(['parcels', 'template'], 'invalid');
      continue;
    }
    if (locker) {
      errors(['parcels', 'template'], 'required');
      continue;
    }
    const dimensions = parcel.dimensions;
    if (!isObject(dimensions)) errors(['parcels', 'dimensions'], 'required');
    else {
      for (const side of ['length', 'width', 'height'] as const) {
        if (!positiveNumber(dimensions[side])) errors(['parcels', 'dimensions', side], 'too_small');
      }
      if (dimensions.unit !== undefined && dimensions.unit !== 'mm') {
        errors(['parcels', 'dimensions', 'unit'], 'invalid');
      }
    }
    const weight = parcel.weight;
    if (!isObject(weight)) errors(['parcels', 'weight'], 'required');
    else {
      if (!positiveNumber(weight.amount)) errors(['parcels', 'weight', 'amount'], 'too_small');
      if (weight.unit !== undefined && weight.unit !== 'kg') {
        errors(['parcels', 'weight', 'unit'], 'invalid');
      }
    }
  }
}

/** The shop's page size for a label type: normal is an A4 sheet, A6 a label printer's. */
const PAGE_SIZES = { normal: [595, 842], A6: [298, 420] } as const;

/** ASCII only (the built-in Helvetica of a PDF has no Polish letters), PDF string escapes. */
const pdfText = (value: string) =>
  value
    .replaceAll('ł', 'l')
    .replaceAll('Ł', 'L')
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF with the label's lines: small, but a real file any viewer opens. */
export function labelPdf(lines: string[], type: keyof typeof PAGE_SIZES): Buffer {
  const [width, height] = PAGE_SIZES[type];
  const content = [
    'BT /F1 12 Tf 16 TL',
    `24 ${height - 40} Td`,
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** ShipX's event time: "2020-03-20 15:08:42 +0000". */
const eventTime = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} +0000`;

export async function startFakeShipx(options: FakeShipxOptions) {
  const shipments = new Map<number, FakeShipment>();
  let nextId = 10_000_001;
  /** Fault injection for tests: answer 500 to a create, a read or a label while set. */
  const failures = { create: false, read: false, label: false, points: false };
  /** Point names the fake answers `does_not_exist` for (every other well-formed name exists). */
  const unknownPoints = new Set<string>();
  const state = { webhookUrl: options.webhookUrl };
  const organizationPath = `/v1/organizations/${options.organizationId}/shipments`;

  const send = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const fail = (
    res: ServerResponse,
    status: number,
    error: string,
    message: string,
    details: unknown = {},
  ) => send(res, status, { status, error, message, details });

  async function readJson(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return undefined;
    }
  }

  /** The shipment resource as GET /v1/shipments/{id} answers it (the fields the shop reads and a few more). */
  function resourceOf(s: FakeShipment) {
    const r = s.request;
    return {
      href: `/v1/shipments/${s.id}`,
      id: s.id,
      status: s.status,
      tracking_number: s.trackingNumber,
      service: r.service,
      reference: r.reference ?? null,
      is_return: false,
      receiver: r.receiver,
      sender: r.sender ?? null,
      parcels: r.parcels,
      custom_attributes: r.custom_attributes ?? {},
      cod: null,
      insurance: null,
      offers: [],
      selected_offer: null,
      transactions: [],
      created_at: s.createdAt.toISOString(),
      updated_at: s.updatedAt.toISOString(),
    };
  }

  function validate(body: unknown): Details | null {
    const details: Details = {};
    const errors = (path: string[], key: string) => addError(details, path, key);
    if (!isObject(body)) return { shipment: ['required'] };
    const service = text(body.service);
    if (service === '') errors(['service'], 'required');
    else if (!SERVICES.includes(service as (typeof SERVICES)[number]))
      errors(['service'], 'invalid');
    const locker = service === 'inpost_locker_standard';
    validatePeer(body.receiver, 'receiver', errors, locker);
    if (body.sender !== undefined) validatePeer(body.sender, 'sender', errors, false);
    validateParcels(body.parcels, locker, errors);
    const attributes = isObject(body.custom_attributes) ? body.custom_attributes : {};
    const point = text(attributes.target_point);
    if (locker && point === '') errors(['custom_attributes', 'target_point'], 'required');
    else if (locker && !pointNamed(point)) {
      errors(['custom_attributes', 'target_point'], 'does_not_exist');
    }
    const method = attributes.sending_method;
    if (method !== undefined && method !== '' && !SENDING_METHODS.includes(text(method))) {
      errors(['custom_attributes', 'sending_method'], 'invalid');
    }
    if (body.reference !== undefined && body.reference !== null) {
      const length = text(body.reference).length;
      if (length > 0 && length < 3) errors(['reference'], 'too_short');
      if (length > 100) errors(['reference'], 'too_long');
    }
    return Object.keys(details).length > 0 ? details : null;
  }

  function create(body: unknown, res: ServerResponse) {
    const details = validate(body);
    if (details) {
      return fail(
        res,
        400,
        'validation_failed',
        'There are some validation errors. Check details object for more info.',
        details,
      );
    }
    const now = new Date();
    const shipment: FakeShipment = {
      id: nextId++,
      status: 'created',
      trackingNumber: null,
      request: body as Json,
      createdAt: now,
      updatedAt: now,
      notifications: [],
    };
    shipments.set(shipment.id, shipment);
    send(res, 201, resourceOf(shipment), { location: `/v1/shipments/${shipment.id}` });
  }

  /** Moves the shipment to `status`; from `confirmed` on it has its tracking number. */
  function setStatus(id: number, status: ShipxStatus) {
    const s = shipments.get(id);
    if (!s) throw new Error(`fake ShipX: unknown shipment ${id}`);
    s.status = status;
    if (!UNCONFIRMED.includes(status))
      s.trackingNumber ??= `60267743${String(id).padStart(16, '0')}`;
    s.updatedAt = new Date();
    return s;
  }

  /** The webhook InPost sends when a shipment's status changes; answers the shop's reply. */
  async function notify(id: number, event = 'shipment_status_changed') {
    const s = shipments.get(id);
    if (!s) throw new Error(`fake ShipX: unknown shipment ${id}`);
    if (!state.webhookUrl) throw new Error('fake ShipX: no webhook address');
    const res = await fetch(state.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(webhookOf(s, event)),
    });
    const delivery = { status: res.status, body: await res.text() };
    s.notifications.push(delivery);
    return delivery;
  }

  const webhookOf = (s: FakeShipment, event: string) => ({
    event_ts: eventTime(new Date()),
    event,
    organization_id: options.organizationId,
    payload: { shipment_id: s.id, status: s.status, tracking_number: s.trackingNumber },
  });

  function label(s: FakeShipment, url: URL, res: ServerResponse) {
    const format = (url.searchParams.get('format') ?? 'pdf').toLowerCase();
    const type = url.searchParams.get('type') ?? 'normal';
    if (format !== 'pdf') {
      return fail(
        res,
        400,
        'invalid_parameter',
        `Provided unsupported value (${format}) to parameter (format)`,
      );
    }
    if (type !== 'normal' && type !== 'A6') {
      return fail(
        res,
        400,
        'invalid_parameter',
        `Provided unsupported value (${type}) to parameter (type)`,
      );
    }
    if (UNCONFIRMED.includes(s.status)) {
      return fail(res, 400, 'invalid_action', 'shipment_status_incorrect', {
        action: 'get_label',
        shipment_status: s.status,
      });
    }
    const r = s.request;
    const receiver = (r.receiver ?? {}) as Json;
    const point = ((r.custom_attributes ?? {}) as Json).target_point;
    const pdf = labelPdf(
      [
        'InPost - etykieta (atrapa ShipX)',
        `Numer przesylki: ${s.trackingNumber}`,
        `Usluga: ${String(r.service)}`,
        `Odbiorca: ${[receiver.first_name, receiver.last_name, receiver.company_name].filter(Boolean).join(' ')}`,
        ...(point ? [`Paczkomat: ${String(point)}`] : []),
        `Referencja: ${String(r.reference ?? '')}`,
      ],
      type,
    );
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${s.id}.pdf"`,
      'content-length': pdf.length,
    });
    res.end(pdf);
  }

  async function control(id: number, req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    const status = isObject(body) ? body.status : undefined;
    if (!SHIPX_STATUSES.includes(status as ShipxStatus)) {
      return fail(res, 400, 'validation_failed', 'Unknown status', { status: ['invalid'] });
    }
    const shipment = setStatus(id, status as ShipxStatus);
    const delivery = state.webhookUrl
      ? await notify(id).catch((error: Error) => ({ status: 0, body: error.message }))
      : null;
    send(res, 200, { shipment: resourceOf(shipment), delivery });
  }

  /** A locker that exists (tests may take one away with `unknownPoints`). */
  const pointNamed = (name: string) =>
    unknownPoints.has(name) ? undefined : FAKE_POINTS.find((p) => p.name === name);

  /** GET /v1/points: filtered as ShipX filters, nearest first for relative_post_code, paged. */
  function listPoints(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const names = q.get('name')?.split(',').filter(Boolean);
    const city = q.get('city')?.toLocaleLowerCase('pl');
    const postCode = q.get('post_code');
    const near = q.get('relative_post_code');
    const digits = (code: string) => Number(code.replace('-', ''));
    let found: FakePoint[] = FAKE_POINTS.filter(
      (p) =>
        !unknownPoints.has(p.name) &&
        (!names || names.includes(p.name)) &&
        (!city || p.address_details.city.toLocaleLowerCase('pl') === city) &&
        (!postCode || p.address_details.post_code === postCode) &&
        (!q.get('type') || p.type.includes(q.get('type')!)),
    );
    if (near) {
      if (!/^\d{2}-\d{3}$/.test(near))
        return fail(res, 400, 'invalid_parameter', 'relative_post_code');
      const target = digits(near);
      found = found
        .map((p) => ({ p, distance: Math.abs(digits(p.address_details.post_code) - target) }))
        .filter(({ distance }) => distance < 5_000)
        .sort((a, b) => a.distance - b.distance)
        .map(({ p }) => p);
    }
    const perPage = Math.min(Math.max(Number(q.get('per_page')) || 25, 1), 500);
    const page = Math.max(Number(q.get('page')) || 1, 1);
    send(res, 200, {
      href: `${url.pathname}${url.search}`,
      count: found.length,
      page,
      per_page: perPage,
      total_pages: Math.ceil(found.length / perPage),
      items: found.slice((page - 1) * perPage, page * perPage),
    });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    // The points API is public: no token.
    if (failures.points && url.pathname.startsWith('/v1/points')) {
      return fail(res, 500, 'internal_error', 'Internal server error.');
    }
    if (req.method === 'GET' && url.pathname === '/v1/points') return listPoints(url, res);
    const pointPath = /^\/v1\/points\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && pointPath) {
      const found = pointNamed(decodeURIComponent(pointPath[1]!));
      return found
        ? send(res, 200, found)
        : fail(res, 404, 'resource_not_found', 'Resource not found.');
    }
    const controlled = /^\/_control\/shipments\/(\d+)\/status$/.exec(url.pathname);
    if (controlled && req.method === 'POST') {
      const id = Number(controlled[1]);
      if (!shipments.has(id)) return fail(res, 404, 'resource_not_found', 'Resource not found.');
      return control(id, req, res);
    }
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      return fail(res, 401, 'token_invalid', 'Token is missing or invalid.', {});
    }
    if (req.method === 'POST' && url.pathname.startsWith('/v1/organizations/')) {
      if (url.pathname !== organizationPath) {
        return fail(res, 403, 'forbidden', 'Access forbidden for this token.');
      }
      if (failures.create) return fail(res, 500, 'internal_error', 'Internal server error.');
      const body = await readJson(req);
      if (body === undefined)
        return fail(res, 400, 'invalid_json', 'Request body is not valid JSON.');
      return create(body, res);
    }
    const match = /^\/v1\/shipments\/(\d+)(\/label)?$/.exec(url.pathname);
    const shipment = match ? shipments.get(Number(match[1])) : undefined;
    if (req.method !== 'GET' || !match || !shipment) {
      return fail(res, 404, 'resource_not_found', 'Resource not found.');
    }
    if (match[2]) {
      return failures.label
        ? fail(res, 500, 'internal_error', 'Internal server error.')
        : label(shipment, url, res);
    }
    if (failures.read) return fail(res, 500, 'internal_error', 'Internal server error.');
    // ShipX buys the label within a second of the create; here the next read finds it done.
    if (shipment.status === 'created') setStatus(shipment.id, 'confirmed');
    return send(res, 200, resourceOf(shipment));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    shipments,
    failures,
    unknownPoints,
    /** Where webhooks go; tests set it once the shop listens. */
    get webhookUrl() {
      return state.webhookUrl;
    },
    set webhookUrl(url: string | undefined) {
      state.webhookUrl = url;
    },
    setStatus,
    notify,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeShipx = Awaited<ReturnType<typeof startFakeShipx>>;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3291' },
      token: { type: 'string', default: 'fake-shipx-token' },
      organization: { type: 'string', default: '1234' },
      webhook: { type: 'string' },
    },
  });
  const fake = await startFakeShipx({
    port: Number(values.port),
    token: values.token,
    organizationId: Number(values.organization),
    webhookUrl: values.webhook,
  });
  console.info(`Fake ShipX at ${fake.url} (organisation ${values.organization})`);
}
