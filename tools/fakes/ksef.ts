// A local stand-in for KSeF API 2.0 (the Ministry of Finance's e-invoicing system), following
// its open contract (the `/v2` paths and bodies of its OpenAPI description) closely enough to
// run the shop's KSeF path for real: it holds its own RSA key pairs and self-signed certificates
// (one for KsefTokenEncryption, one for SymmetricKeyEncryption) and really decrypts what it
// receives; it checks the KSeF token bound to the challenge's moment, the hashes and sizes of
// each invoice, validates the XML against the FA(3) schema, refuses a duplicate, gives KSeF
// numbers in the real format (with their CRC-8), keeps a UPO per invoice, and serves the
// verification pages the QR codes link to: "KOD I" (the invoice) and "KOD II" (the issuer's
// certificate of type Offline: it issues one at start and checks the link's signature with it).
// An invoice sent with offlineMode, or issued on an earlier day than it arrives, is an offline
// one; a technical correction (hashOfCorrectedInvoice) must name a refused offline invoice.
//
//   node tools/fakes/ksef.ts --port 3292 --token fake-ksef-token [--offline-certificate-dir DIR]
//
// prints its base URL; the shop runs with KSEF_BASE_URL={url}/v2 KSEF_TOKEN=fake-ksef-token
// KSEF_QR_URL={url}, and with the directory given, KSEF_OFFLINE_CERTIFICATE_FILE=DIR/offline-
// certificate.pem KSEF_OFFLINE_KEY_FILE=DIR/offline-key.pem.
// Every invoice goes 100 → 150 → its outcome (200 with a KSeF number by default), each step
// after `processingMs`; its answers follow the official open-api.json kept beside this file
// (ksef-open-api.json, see ksef-open-api.md), which a test checks them against.
// Control (tests, demos): POST /_control/unavailable {"on": true} answers 503 to every API call
// until turned off; POST /_control/outcome {"code": N} makes the next invoice end in any
// official status N (440 with an original KSeF number); POST /_control/refuse-next
// {"description": "…"} refuses the next invoice with status 450 and those words; GET
// /_control/invoices lists what was accepted, in order.
import { X509Certificate, createDecipheriv, privateDecrypt, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { ksefNumber } from '../../apps/api/src/modules/ksef/ksef-number.ts';
import { validateFa3 } from '../../apps/api/src/test/fa3-schema.ts';
import { certificateCheck, invoiceCheck, statusBody, upo } from './ksef-documents.ts';
import { bearerOf, exception, readBody, send, tokenInfo } from './ksef-http.ts';
import {
  INVOICE_STATUSES,
  OAEP,
  elementText,
  keyPair,
  reference,
  sha256,
  statusCode,
  warsawDay,
  type FakeKsefInvoice,
  type FakeKsefOptions,
} from './ksef-model.ts';

export async function startFakeKsef(options: FakeKsefOptions) {
  const tokenKey = await keyPair('KsefTokenEncryption');
  const symmetricKey = await keyPair('SymmetricKeyEncryption');
  // The certificate of type Offline it has issued to the seller (for KOD II).
  const offline = await keyPair('Sklep Outlet (Offline)');
  const offlineX509 = new X509Certificate(Buffer.from(offline.certificate, 'base64'));
  const processingMs = options.processingMs ?? 50;
  const challenges = new Map<string, { timestampMs: number; used: boolean }>();
  const authentications = new Map<
    string,
    { bearer: string; code: number; nip: string; redeemed: boolean }
  >();
  const accessTokens = new Map<string, string>(); // token -> nip
  const refreshTokens = new Map<string, string>();
  const sessions = new Map<
    string,
    { nip: string; key: Buffer; iv: Buffer; open: boolean; count: number }
  >();
  const invoices: FakeKsefInvoice[] = [];
  let unavailable = false;
  let refuseNext: string | null = null;
  /** POST /_control/outcome: the status the next decided invoice ends in. */
  let nextOutcome: number | null = null;
  let technical = 0x1000;

  /**
   * Moves an invoice on when its time at a step is over: 100 → 150 → its outcome (the outcome
   * asked for by /_control/outcome, else schema, duplicate, refusal asked for, or success).
   */
  async function decide(invoice: FakeKsefInvoice) {
    if (Date.now() < invoice.decideAt) return;
    if (invoice.status.code === 100 && processingMs > 0) {
      invoice.status = statusCode(150);
      invoice.decideAt = Date.now() + processingMs;
      return;
    }
    if (![100, 150].includes(invoice.status.code) || deciding.has(invoice)) return;
    deciding.add(invoice); // decided once, whoever asks meanwhile
    try {
      await outcomeOf(invoice);
    } finally {
      deciding.delete(invoice);
    }
  }

  const deciding = new Set<FakeKsefInvoice>();

  /** A KSeF number for the invoice, in the real format. */
  function numberFor(invoice: FakeKsefInvoice) {
    const day = invoice.receivedAt.toISOString().slice(0, 10).replace(/-/g, '');
    technical += 1;
    return ksefNumber(
      invoice.sellerNip!,
      day,
      technical.toString(16).toUpperCase().padStart(12, '0'),
    );
  }

  /**
   * As if KSeF had taken the same invoice earlier, in another (closed) session: that original is
   * kept, so its UPO can be read by its KSeF number.
   */
  function originalOf(invoice: FakeKsefInvoice) {
    const session = sessions.get(invoice.sessionReference)!;
    const original: FakeKsefInvoice = {
      ...invoice,
      sessionReference: reference('SO'),
      referenceNumber: reference(),
      answered: [200],
      ksefNumber: numberFor(invoice),
      status: statusCode(200),
    };
    sessions.set(original.sessionReference, { ...session, open: false, count: 1 });
    invoices.push(original);
    return {
      originalSessionReferenceNumber: original.sessionReference,
      originalKsefNumber: original.ksefNumber!,
    };
  }

  async function outcomeOf(invoice: FakeKsefInvoice) {
    if (nextOutcome !== null) {
      const code = nextOutcome;
      nextOutcome = null;
      if (code === 200) invoice.ksefNumber = numberFor(invoice);
      invoice.status = statusCode(code, code === 440 ? { extensions: originalOf(invoice) } : {});
      return;
    }
    const errors = await validateFa3(invoice.xml);
    const duplicate = invoices.find(
      (other) => other !== invoice && other.hash === invoice.hash && other.ksefNumber !== null,
    );
    if (errors.length > 0) {
      invoice.status = statusCode(450, { details: errors });
    } else if (duplicate) {
      invoice.status = statusCode(440, {
        extensions: {
          originalSessionReferenceNumber: duplicate.sessionReference,
          originalKsefNumber: duplicate.ksefNumber!,
        },
      });
    } else if (refuseNext !== null) {
      invoice.status = statusCode(450, { details: [refuseNext] });
      refuseNext = null;
    } else {
      invoice.ksefNumber = numberFor(invoice);
      invoice.status = statusCode(200);
    }
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    const method = req.method ?? 'GET';
    if (unavailable) return exception(res, 503, 99999, 'Usługa chwilowo niedostępna');

    if (method === 'POST' && path === '/auth/challenge') {
      const challenge = reference('CR');
      const timestampMs = Date.now();
      challenges.set(challenge, { timestampMs, used: false });
      return send(res, 200, {
        challenge,
        timestamp: new Date(timestampMs).toISOString(),
        timestampMs,
        clientIp: req.socket.remoteAddress ?? '',
      });
    }
    if (method === 'GET' && path === '/security/public-key-certificates') {
      const validity = {
        validFrom: new Date(Date.now() - 86_400_000).toISOString(),
        validTo: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      };
      return send(res, 200, [
        {
          certificate: tokenKey.certificate,
          certificateId: tokenKey.certificateId,
          publicKeyId: tokenKey.publicKeyId,
          ...validity,
          usage: ['KsefTokenEncryption'],
        },
        {
          certificate: symmetricKey.certificate,
          certificateId: symmetricKey.certificateId,
          publicKeyId: symmetricKey.publicKeyId,
          ...validity,
          usage: ['SymmetricKeyEncryption'],
        },
      ]);
    }
    if (method === 'POST' && path === '/auth/ksef-token') {
      const body = await readBody(req);
      const challenge = challenges.get(String(body.challenge));
      const context = body.contextIdentifier as { type?: string; value?: string } | undefined;
      if (!challenge || challenge.used || Date.now() - challenge.timestampMs > 600_000) {
        return exception(res, 400, 21111, 'Nieprawidłowe wyzwanie autoryzacyjne.');
      }
      if (context?.type !== 'Nip' || !/^\d{10}$/.test(context.value ?? '')) {
        return exception(res, 400, 21405, 'Błąd walidacji danych wejściowych.', [
          'contextIdentifier',
        ]);
      }
      challenge.used = true;
      let code = 450;
      try {
        const plain = privateDecrypt(
          { key: tokenKey.privateKey, ...OAEP },
          Buffer.from(String(body.encryptedToken), 'base64'),
        ).toString('utf8');
        if (plain === `${options.token}|${challenge.timestampMs}`) code = 200;
      } catch {
        code = 450;
      }
      const referenceNumber = reference('AU');
      const bearer = randomBytes(24).toString('hex');
      authentications.set(referenceNumber, { bearer, code, nip: context.value!, redeemed: false });
      return send(res, 202, { referenceNumber, authenticationToken: tokenInfo(bearer, 600_000) });
    }
    const authStatus = /^\/auth\/([\w-]+)$/.exec(path);
    if (method === 'GET' && authStatus && authStatus[1] !== 'challenge') {
      const auth = authentications.get(authStatus[1]!);
      if (!auth || auth.bearer !== bearerOf(req))
        return exception(res, 401, 21301, 'Brak autoryzacji.');
      return send(res, 200, {
        startDate: new Date().toISOString(),
        authenticationMethod: 'Token',
        authenticationMethodInfo: {
          category: 'Token',
          code: 'token.ksef',
          displayName: 'Token KSeF',
        },
        status:
          auth.code === 200
            ? { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' }
            : {
                code: 450,
                description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
              },
      });
    }
    if (method === 'POST' && path === '/auth/token/redeem') {
      const auth = [...authentications.values()].find((a) => a.bearer === bearerOf(req));
      if (!auth || auth.code !== 200 || auth.redeemed)
        return exception(res, 400, 21304, 'Brak uwierzytelnienia albo token został już odebrany.');
      auth.redeemed = true;
      const access = randomBytes(24).toString('hex');
      const refresh = randomBytes(24).toString('hex');
      accessTokens.set(access, auth.nip);
      refreshTokens.set(refresh, auth.nip);
      return send(res, 200, {
        accessToken: tokenInfo(access, 900_000),
        refreshToken: tokenInfo(refresh, 7 * 86_400_000),
      });
    }
    if (method === 'POST' && path === '/auth/token/refresh') {
      const nip = refreshTokens.get(bearerOf(req) ?? '');
      if (!nip) return exception(res, 401, 21301, 'Brak autoryzacji.');
      const access = randomBytes(24).toString('hex');
      accessTokens.set(access, nip);
      return send(res, 200, { accessToken: tokenInfo(access, 900_000) });
    }

    // Everything below needs an access token.
    const nip = accessTokens.get(bearerOf(req) ?? '');
    if (!nip) return exception(res, 401, 21301, 'Brak autoryzacji.');

    if (method === 'POST' && path === '/sessions/online') {
      const body = await readBody(req);
      const form = body.formCode as Record<string, string> | undefined;
      const encryption = body.encryption as Record<string, string> | undefined;
      if (form?.systemCode !== 'FA (3)' || form.schemaVersion !== '1-0E' || form.value !== 'FA') {
        return exception(res, 400, 21405, 'Błąd walidacji danych wejściowych.', ['formCode']);
      }
      let key: Buffer;
      try {
        key = privateDecrypt(
          { key: symmetricKey.privateKey, ...OAEP },
          Buffer.from(encryption?.encryptedSymmetricKey ?? '', 'base64'),
        );
      } catch {
        return exception(res, 400, 415, 'Błąd odszyfrowania dostarczonego klucza');
      }
      const iv = Buffer.from(encryption?.initializationVector ?? '', 'base64');
      if (key.length !== 32 || iv.length !== 16)
        return exception(res, 400, 415, 'Błąd odszyfrowania dostarczonego klucza');
      const referenceNumber = reference('SO');
      sessions.set(referenceNumber, { nip, key, iv, open: true, count: 0 });
      return send(res, 201, {
        referenceNumber,
        validUntil: new Date(Date.now() + 12 * 3_600_000).toISOString(),
      });
    }
    const sendTo = /^\/sessions\/online\/([\w-]+)\/invoices$/.exec(path);
    if (method === 'POST' && sendTo) {
      const session = sessions.get(sendTo[1]!);
      if (!session || session.nip !== nip || !session.open)
        return exception(res, 400, 21180, 'Sesja nie istnieje lub została zamknięta.');
      const body = await readBody(req);
      const encrypted = Buffer.from(String(body.encryptedInvoiceContent ?? ''), 'base64');
      if (
        sha256(encrypted) !== body.encryptedInvoiceHash ||
        encrypted.length !== body.encryptedInvoiceSize
      ) {
        return exception(res, 400, 21405, 'Błąd walidacji danych wejściowych.', [
          'encryptedInvoiceHash/encryptedInvoiceSize',
        ]);
      }
      let xml: Buffer;
      try {
        const decipher = createDecipheriv('aes-256-cbc', session.key, session.iv);
        xml = Buffer.concat([decipher.update(encrypted), decipher.final()]);
      } catch {
        return exception(res, 400, 435, 'Błąd odszyfrowania pliku');
      }
      if (sha256(xml) !== body.invoiceHash || xml.length !== body.invoiceSize) {
        return exception(res, 400, 21405, 'Błąd walidacji danych wejściowych.', [
          'invoiceHash/invoiceSize',
        ]);
      }
      const text = xml.toString('utf8');
      const correctsHash =
        typeof body.hashOfCorrectedInvoice === 'string' ? body.hashOfCorrectedInvoice : null;
      if (
        correctsHash &&
        (body.offlineMode !== true ||
          !invoices.some(
            (i) =>
              i.hash === correctsHash && i.offline && i.status.code >= 400 && i.sellerNip === nip,
          ))
      ) {
        return exception(res, 400, 21405, 'Błąd walidacji danych wejściowych.', [
          'hashOfCorrectedInvoice: korekta techniczna dotyczy tylko odrzuconej faktury offline',
        ]);
      }
      session.count += 1;
      const invoice: FakeKsefInvoice = {
        sessionReference: sendTo[1]!,
        referenceNumber: reference(),
        ordinalNumber: session.count,
        hash: sha256(xml),
        xml: text,
        sellerNip: elementText(text, /<Podmiot1>[\s\S]*?<NIP>(\d{10})<\/NIP>/),
        invoiceNumber: elementText(text, /<P_2>([^<]+)<\/P_2>/),
        issueDate: elementText(text, /<P_1>([^<]+)<\/P_1>/),
        // Issued on an earlier day than it arrives: offline even when not declared so.
        offline:
          body.offlineMode === true ||
          (elementText(text, /<P_1>([^<]+)<\/P_1>/) ?? '9999') < warsawDay(new Date()),
        correctsHash,
        receivedAt: new Date(),
        decideAt: Date.now() + processingMs,
        ksefNumber: null,
        status: statusCode(100),
        answered: [],
      };
      if (invoice.sellerNip !== nip) {
        invoice.status = statusCode(410, {
          details: [`NIP sprzedawcy ${invoice.sellerNip ?? '—'} nie odpowiada kontekstowi ${nip}`],
        });
      }
      invoices.push(invoice);
      return send(res, 202, { referenceNumber: invoice.referenceNumber });
    }
    const listed = /^\/sessions\/([\w-]+)\/invoices$/.exec(path);
    if (method === 'GET' && listed) {
      if (sessions.get(listed[1]!)?.nip !== nip)
        return exception(res, 404, 21404, 'Nie znaleziono sesji.');
      const ofSession = invoices.filter((i) => i.sessionReference === listed[1]);
      // One after another, in the order received: deciding them side by side numbered them in
      // whichever order their schema checks happened to end (a flaky order of KSeF numbers).
      for (const invoice of ofSession) await decide(invoice);
      return send(res, 200, { continuationToken: null, invoices: ofSession.map(statusOf) });
    }
    const invoiceStatus = /^\/sessions\/([\w-]+)\/invoices\/([\w-]+)(\/upo)?$/.exec(path);
    if (method === 'GET' && invoiceStatus) {
      const invoice = invoices.find(
        (i) => i.sessionReference === invoiceStatus[1] && i.referenceNumber === invoiceStatus[2],
      );
      if (!invoice || sessions.get(invoice.sessionReference)?.nip !== nip)
        return exception(res, 404, 21404, 'Nie znaleziono faktury.');
      await decide(invoice);
      if (invoiceStatus[3]) {
        if (!invoice.ksefNumber) return exception(res, 404, 21404, 'UPO nie jest dostępne.');
        return send(res, 200, upo(invoice), 'application/xml');
      }
      return send(res, 200, statusOf(invoice));
    }
    const upoByNumber = /^\/sessions\/([\w-]+)\/invoices\/ksef\/([\w-]+)\/upo$/.exec(path);
    if (method === 'GET' && upoByNumber) {
      const [, sessionReference, ksefNumber] = upoByNumber;
      const invoice = invoices.find(
        (i) => i.sessionReference === sessionReference && i.ksefNumber === ksefNumber,
      );
      if (!invoice || sessions.get(sessionReference!)?.nip !== nip) {
        return exception(res, 400, 21178, 'Nie znaleziono UPO dla podanych kryteriów.', [
          `UPO o numerze KSeF ${ksefNumber} i numerze referencyjnym sesji ${sessionReference} nie zostało znalezione.`,
        ]);
      }
      return send(res, 200, upo(invoice), 'application/xml');
    }
    const close = /^\/sessions\/online\/([\w-]+)\/close$/.exec(path);
    if (method === 'POST' && close) {
      const session = sessions.get(close[1]!);
      if (!session || session.nip !== nip)
        return exception(res, 400, 21180, 'Sesja nie istnieje lub została zamknięta.');
      session.open = false;
      return send(res, 204);
    }
    return exception(res, 404, 21404, `Nieznany adres ${method} ${path}`);
  }

  /** GET /sessions/{ref}/invoices/{invoiceRef}, and an element of the session's list. */
  const statusOf = (invoice: FakeKsefInvoice) => {
    if (invoice.answered.at(-1) !== invoice.status.code) invoice.answered.push(invoice.status.code);
    return statusBody(invoice);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const handle = async () => {
      if (url.pathname.startsWith('/v2/')) return api(req, res, url.pathname.slice(3));
      const qr = /^\/invoice\/(\d{10})\/(\d{2}-\d{2}-\d{4})\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && qr) {
        const checked = invoiceCheck(invoices, qr[1]!, qr[2]!, qr[3]!);
        return send(res, checked.status, checked.html, 'text/html');
      }
      if (req.method === 'GET' && /^\/certificate\/Nip(\/[\w-]+){5}$/.test(url.pathname)) {
        const checked = certificateCheck(offlineX509, req.headers.host ?? '', url.pathname);
        return send(res, checked.status, checked.html, 'text/html');
      }
      if (req.method === 'POST' && url.pathname === '/_control/unavailable') {
        unavailable = (await readBody(req)).on === true;
        return send(res, 204);
      }
      if (req.method === 'POST' && url.pathname === '/_control/outcome') {
        const code = Number((await readBody(req)).code);
        if (!(code in INVOICE_STATUSES) || code === 100 || code === 150) {
          return send(res, 400, { message: `Nieznany status końcowy ${code}` });
        }
        nextOutcome = code;
        return send(res, 204);
      }
      if (req.method === 'POST' && url.pathname === '/_control/refuse-next') {
        refuseNext = String((await readBody(req)).description ?? 'Odmowa na życzenie testu');
        return send(res, 204);
      }
      if (req.method === 'GET' && url.pathname === '/_control/invoices') {
        await Promise.all(invoices.map(decide));
        return send(
          res,
          200,
          invoices.map(({ xml: _xml, ...invoice }) => invoice),
        );
      }
      return send(res, 404, { message: 'Nie znaleziono' });
    };
    handle().catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    /** The stand-in's address; the API is under `${url}/v2`, the QR pages under `${url}/invoice`. */
    url,
    invoices,
    /** The certificate of type Offline issued to the seller, and its key (PEM). */
    offlineCertificate: {
      certificate: offlineX509.toString(),
      key: offline.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeKsef = Awaited<ReturnType<typeof startFakeKsef>>;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3292' },
      token: { type: 'string', default: 'fake-ksef-token' },
      'offline-certificate-dir': { type: 'string' },
    },
  });
  const fake = await startFakeKsef({ port: Number(values.port), token: values.token });
  console.info(`Fake KSeF at ${fake.url} (API ${fake.url}/v2, token ${values.token})`);
  const directory = values['offline-certificate-dir'];
  if (directory) {
    await mkdir(directory, { recursive: true });
    await writeFile(`${directory}/offline-certificate.pem`, fake.offlineCertificate.certificate);
    await writeFile(`${directory}/offline-key.pem`, fake.offlineCertificate.key, { mode: 0o600 });
    console.info(
      `Offline certificate and key in ${directory} (offline-certificate.pem, offline-key.pem)`,
    );
  }
}
