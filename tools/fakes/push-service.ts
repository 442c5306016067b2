// A local stand-in for a browser's push service, and for the browser behind it, following the
// RFCs the shop's pushes must meet (docs/alarms.md): RFC 8030 (a push is a POST to the
// subscription's endpoint with a TTL; 201 with a Location when accepted; 404/410 for a
// subscription that is gone), RFC 8292 (VAPID: `Authorization: vapid t=<JWT>, k=<key>`, an ES256
// JWT whose `aud` is this service's origin, `exp` within 24 hours, `sub` a mailto: or https:
// contact, signed by the key the subscription was made with) and RFC 8291 (the body encrypted
// with aes128gcm, RFC 8188, for the subscription's P-256 key and auth secret). It checks each
// of them with Node's own crypto, written from the RFCs, not with the library the shop sends
// with, decrypts what it accepts and keeps it. The RFCs are the published contract: push
// services publish no schema.
//
//   node tools/fakes/push-service.ts --port 3295
//
// A test makes a subscription as a browser would (subscribe(applicationServerKey)), hands its
// JSON to the shop, then reads what arrived (messages(endpoint)) or makes it gone (gone(endpoint)).
// Over HTTP: POST /_control/subscriptions {"applicationServerKey": "..."} and
// GET /_control/subscriptions/{id}/messages, POST /_control/subscriptions/{id}/gone.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';

export interface ReceivedPush {
  /** The decrypted payload, parsed as JSON when it is JSON. */
  payload: unknown;
  ttl: number;
  urgency: string;
  topic: string | null;
  receivedAt: number;
}

interface Subscription {
  id: string;
  ecdh: ECDH;
  auth: Buffer;
  /** The VAPID public key the browser subscribed with (RFC 8292 §3.2: 403 for another). */
  applicationServerKey: Buffer;
  gone: boolean;
  received: ReceivedPush[];
}

const b64url = (data: Buffer) => data.toString('base64url');
const fromB64url = (text: string) => Buffer.from(text, 'base64url');

/** RFC 8292 §2: an ES256 JWT (JWS compact) checked against the uncompressed P-256 key `key`. */
function vapidProblem(token: string, key: Buffer, audience: string, now: number): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return 'the JWT is not three parts';
  const [header, claims, signature] = parts as [string, string, string];
  let head: { typ?: string; alg?: string };
  let body: { aud?: string; exp?: number; sub?: string };
  try {
    head = JSON.parse(fromB64url(header).toString('utf8')) as typeof head;
    body = JSON.parse(fromB64url(claims).toString('utf8')) as typeof body;
  } catch {
    return 'the JWT is not JSON';
  }
  if (head.alg !== 'ES256') return `alg ${head.alg} is not ES256`;
  if (key.length !== 65 || key[0] !== 0x04) return 'k is not an uncompressed P-256 key';
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(key.subarray(1, 33)),
      y: b64url(key.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    fromB64url(signature),
  );
  if (!signed) return 'the signature does not verify with k';
  if (body.aud !== audience) return `aud ${body.aud} is not ${audience}`;
  if (typeof body.exp !== 'number' || body.exp <= now / 1000) return 'exp has passed';
  if (body.exp > now / 1000 + 24 * 3600) return 'exp is more than 24 hours ahead';
  if (!/^(mailto:|https:\/\/)/.test(body.sub ?? '')) return 'sub is not a mailto: or https: URI';
  return null;
}

/** RFC 8291 §3.4 and RFC 8188 §2: the plaintext of an aes128gcm body, or the reason it is not one. */
function decrypt(body: Buffer, subscription: Subscription): Buffer | string {
  if (body.length < 21) return 'the body is shorter than its header';
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) return 'keyid is not the sender’s 65-byte P-256 key';
  if (ciphertext.length > recordSize) return 'more than one record (a push is one)';
  let secret: Buffer;
  try {
    secret = subscription.ecdh.computeSecret(senderKey);
  } catch {
    return 'keyid is not a point on P-256';
  }
  const uaPublic = subscription.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, subscription.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  try {
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([
      decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
      decipher.final(),
    ]);
    // The last record ends with the delimiter 0x02, then any number of zero bytes.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 0x02) return 'the last record lacks the 0x02 delimiter';
    return padded.subarray(0, end);
  } catch {
    return 'the body does not decrypt for this subscription';
  }
}

export async function startFakePushService({ port = 0 }: { port?: number } = {}) {
  const subscriptions = new Map<string, Subscription>();
  /** Every push refused, with its reason (a test reads why). */
  const refused: { endpoint: string; status: number; reason: string }[] = [];
  let origin = '';

  function subscribe(applicationServerKey: string) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscription: Subscription = {
      id: randomUUID(),
      ecdh,
      auth: randomBytes(16),
      applicationServerKey: fromB64url(applicationServerKey),
      gone: false,
      received: [],
    };
    subscriptions.set(subscription.id, subscription);
    return {
      endpoint: `${origin}/push/${subscription.id}`,
      expirationTime: null,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(subscription.auth) },
    };
  }

  const byEndpoint = (endpoint: string) => subscriptions.get(endpoint.split('/').pop() ?? '');

  const send = (res: ServerResponse, status: number, body?: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  function refuse(res: ServerResponse, endpoint: string, status: number, reason: string) {
    refused.push({ endpoint, status, reason });
    send(res, status, { reason });
  }

  async function push(req: IncomingMessage, res: ServerResponse, id: string) {
    const endpoint = `${origin}/push/${id}`;
    const body = await readBody(req);
    const subscription = subscriptions.get(id);
    if (!subscription) return refuse(res, endpoint, 404, 'no such subscription');
    if (subscription.gone) return refuse(res, endpoint, 410, 'the subscription expired');
    const ttl = Number(req.headers.ttl);
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) {
      return refuse(res, endpoint, 400, 'TTL header missing or not a number (RFC 8030 §5.2)');
    }
    const urgency = String(req.headers.urgency ?? 'normal');
    if (!['very-low', 'low', 'normal', 'high'].includes(urgency)) {
      return refuse(res, endpoint, 400, `Urgency ${urgency} is not one of RFC 8030 §5.3`);
    }
    const topic = req.headers.topic === undefined ? null : String(req.headers.topic);
    if (topic !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) {
      return refuse(res, endpoint, 400, 'Topic is not up to 32 base64url characters (§5.4)');
    }
    const vapid = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(
      String(req.headers.authorization ?? ''),
    );
    if (!vapid) return refuse(res, endpoint, 401, 'no vapid Authorization (RFC 8292 §3)');
    const key = fromB64url(vapid[2]!);
    const problem = vapidProblem(vapid[1]!, key, origin, Date.now());
    if (problem) return refuse(res, endpoint, 401, `VAPID: ${problem}`);
    if (!key.equals(subscription.applicationServerKey)) {
      return refuse(res, endpoint, 403, 'k is not the key this subscription was made with');
    }
    if (req.headers['content-encoding'] !== 'aes128gcm') {
      return refuse(res, endpoint, 400, 'Content-Encoding is not aes128gcm (RFC 8291 §4)');
    }
    const plaintext = decrypt(body, subscription);
    if (typeof plaintext === 'string') return refuse(res, endpoint, 400, plaintext);
    const text = plaintext.toString('utf8');
    let payload: unknown = text;
    try {
      payload = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    subscription.received.push({ payload, ttl, urgency, topic, receivedAt: Date.now() });
    send(res, 201, undefined, { location: `${origin}/message/${randomUUID()}` });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const parts = url.pathname.split('/').filter(Boolean);
    void (async () => {
      if (req.method === 'POST' && parts[0] === 'push' && parts.length === 2) {
        return push(req, res, parts[1]!);
      }
      if (parts[0] === '_control' && parts[1] === 'subscriptions') {
        if (req.method === 'POST' && parts.length === 2) {
          const { applicationServerKey } = JSON.parse((await readBody(req)).toString('utf8')) as {
            applicationServerKey: string;
          };
          return send(res, 201, subscribe(applicationServerKey));
        }
        const subscription = subscriptions.get(parts[2] ?? '');
        if (!subscription) return send(res, 404, { reason: 'no such subscription' });
        if (req.method === 'GET' && parts[3] === 'messages') {
          return send(res, 200, subscription.received);
        }
        if (req.method === 'POST' && parts[3] === 'gone') {
          subscription.gone = true;
          return send(res, 204);
        }
      }
      send(res, 404, { reason: 'not found' });
    })().catch((error: unknown) => send(res, 500, { reason: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get url() {
      return origin;
    },
    subscribe,
    messages: (endpoint: string) => byEndpoint(endpoint)?.received ?? [],
    /** Every push accepted, over all subscriptions. */
    allMessages: () => [...subscriptions.values()].flatMap((s) => s.received),
    gone: (endpoint: string) => {
      const subscription = byEndpoint(endpoint);
      if (subscription) subscription.gone = true;
    },
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '3295' } } });
  const fake = await startFakePushService({ port: Number(values.port) });
  console.info(`Fake push service at ${fake.url}`);
}
