// A local stand-in for SMSAPI.pl's REST interface, following the contract smsapi-open-api.md
// names: POST /sms.do with `Authorization: Bearer <token>` and a form (or query) of to, message,
// from, format, encoding, idx, check_idx. It answers as SMSAPI does: `{ count, list: [...] }`
// for a queued message, `{ error, message }` (HTTP 200) for a refused one — no recipient or
// message, a number it cannot deliver to, a sender name not registered, a repeated idx with
// check_idx — and 401 with error 101 for a wrong token; without format=json the legacy text
// `OK:<id>:<points>`. It keeps every message it queued.
//
//   node tools/fakes/smsapi.ts --port 3296 --token fake-smsapi-token [--senders OutletDrop]
//
// The shop then runs with SMSAPI_TOKEN=fake-smsapi-token SMSAPI_BASE_URL=http://127.0.0.1:3296.
// GET /_control/messages lists what was queued.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';

export interface FakeSmsapiOptions {
  token: string;
  /** Sender names registered in the account; `from` outside them is refused (error 14). */
  senders?: string[];
  port?: number;
}

export interface QueuedSms {
  id: string;
  number: string;
  message: string;
  from: string | null;
  idx: string | null;
  parts: number;
  dateSent: number;
  /** When it arrived here, in milliseconds (benchmarks time the alarms by it). */
  receivedAt: number;
}

/** SMS parts of a text: GSM 03.38 when every character is in its basic set, else UCS-2. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
export function smsParts(text: string): number {
  const gsm = [...text].every((character) => GSM_BASIC.includes(character));
  const [single, each] = gsm ? [160, 153] : [70, 67];
  return text.length <= single ? 1 : Math.ceil(text.length / each);
}

/** Numbers SMSAPI delivers to here: Polish mobiles, with or without the 48. */
const deliverable = (to: string) => /^(48)?[4-8]\d{8}$/.test(to);

export async function startFakeSmsapi(options: FakeSmsapiOptions) {
  const queued: QueuedSms[] = [];
  const idxSeen = new Set<string>();
  const senders = new Set(options.senders ?? ['Test']);

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, error: number, message: string) =>
    send(res, 200, { error, message });

  async function fieldsOf(req: IncomingMessage, url: URL) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const fields = new URLSearchParams(url.search);
    for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
      fields.set(name, value);
    }
    return fields;
  }

  async function smsDo(req: IncomingMessage, res: ServerResponse, url: URL) {
    const fields = await fieldsOf(req, url);
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      return send(res, 401, { error: 101, message: 'Authorization failed' });
    }
    const to = (fields.get('to') ?? '').replace(/^\+/, '');
    const message = fields.get('message') ?? '';
    const from = fields.get('from');
    const idx = fields.get('idx');
    if (!message) return refuse(res, 11, 'Message too long or there is no message');
    if (!to) return refuse(res, 13, 'No correct phone numbers');
    if (!deliverable(to)) return refuse(res, 13, 'No correct phone numbers');
    if (from && !senders.has(from)) return refuse(res, 14, 'Wrong sender name');
    if (idx && idx.length > 255) return refuse(res, 53, 'Invalid idx');
    if (idx && fields.get('check_idx') === '1') {
      if (idxSeen.has(idx)) return refuse(res, 53, 'Not unique idx');
    }
    if (idx) idxSeen.add(idx);
    const sms: QueuedSms = {
      id: randomUUID().replaceAll('-', '').slice(0, 24).toUpperCase(),
      number: to.startsWith('48') ? to : `48${to}`,
      message,
      from: from ?? null,
      idx: idx ?? null,
      parts: smsParts(message),
      dateSent: Math.floor(Date.now() / 1000),
      receivedAt: Date.now(),
    };
    queued.push(sms);
    const points = Number((0.16 * sms.parts).toFixed(2));
    if (fields.get('format') !== 'json') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end(`OK:${sms.id}:${points}`);
    }
    send(res, 200, {
      count: 1,
      list: [
        {
          id: sms.id,
          points,
          number: sms.number,
          date_sent: sms.dateSent,
          submitted_number: fields.get('to'),
          status: 'QUEUE',
          error: null,
          idx: sms.idx,
          parts: sms.parts,
        },
      ],
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void (async () => {
      if (req.method === 'POST' && (url.pathname === '/sms.do' || url.pathname === '/api/sms.do')) {
        return smsDo(req, res, url);
      }
      if (req.method === 'GET' && url.pathname === '/_control/messages') {
        return send(res, 200, queued);
      }
      send(res, 404, { error: 404, message: 'Not found' });
    })().catch((error: unknown) => send(res, 500, { error: 500, message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    queued,
    /** The messages queued for a number (48XXXXXXXXX). */
    to: (number: string) => queued.filter((sms) => sms.number === number),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSmsapi = Awaited<ReturnType<typeof startFakeSmsapi>>;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3296' },
      token: { type: 'string', default: 'fake-smsapi-token' },
      senders: { type: 'string', default: 'Test' },
    },
  });
  const fake = await startFakeSmsapi({
    port: Number(values.port),
    token: values.token,
    senders: values.senders.split(','),
  });
  console.info(`Fake SMSAPI at ${fake.url}`);
}
