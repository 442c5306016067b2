// Configuration: safe in production by default (no demo accounts, no signing key from the
// source); the operator details of /contact and the legal pages from OPERATOR_* variables.
import { generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { startFakeKsef } from '../../../tools/fakes/ksef.ts';
import { loadConfig } from './config.ts';

const tempDir = () => path.join(process.cwd(), '.tmp', `config-${randomBytes(4).toString('hex')}`);
// With a JWT_SECRET and a VAPID pair, loading the configuration writes no kept secret to ./data.
const vapid = webPush.generateVAPIDKeys();
const base = {
  JWT_SECRET: 'a-test-secret-that-is-long-enough-1234',
  WEB_PUSH_VAPID_PUBLIC_KEY: vapid.publicKey,
  WEB_PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
};
const production = {
  ...base,
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'przelewy24',
  P24_MERCHANT_ID: '1',
  P24_POS_ID: '1',
  P24_API_KEY: 'key',
  P24_CRC: 'crc',
  // KSeF's own rules are tested below; here an exempt seller.
  KSEF_MODE: 'off',
};

describe('production safety', () => {
  it('seeds no demo data (nor its accounts) in production, and refuses SEED_DEMO there', () => {
    expect(loadConfig({ ...base }).seedDemo).toBe(true);
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/not allowed/);
  });

  it('refuses production without JWT_SECRET', () => {
    expect(() => loadConfig({ ...production, JWT_SECRET: '' })).toThrow(/JWT_SECRET/);
  });

  it('refuses a METRICS_TOKEN shorter than 32 characters; an empty one leaves /metrics off', () => {
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'krotki-token' })).toThrow(
      /METRICS_TOKEN: must have at least 32 characters/,
    );
    expect(loadConfig({ ...base, METRICS_TOKEN: '' }).metricsToken).toBeNull();
    const token = 'a'.repeat(32);
    expect(loadConfig({ ...base, METRICS_TOKEN: token }).metricsToken).toBe(token);
  });

  it('refuses production without the Web Push VAPID pair, or with half of it', () => {
    expect(() => loadConfig({ ...production, WEB_PUSH_VAPID_PUBLIC_KEY: '' })).toThrow(
      /WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY/,
    );
    expect(() =>
      loadConfig({ ...production, WEB_PUSH_VAPID_PUBLIC_KEY: '', WEB_PUSH_VAPID_PRIVATE_KEY: '' }),
    ).toThrow(/required in production/);
    expect(() => loadConfig({ ...base, WEB_PUSH_SUBJECT: 'http://sklep.example' })).toThrow(
      /mailto: or https:/,
    );
  });

  it('without the VAPID pair elsewhere makes one and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const env = { JWT_SECRET: base.JWT_SECRET, DATA_DIR: dataDir };
    const first = loadConfig(env).webPush;
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(loadConfig(env).webPush.publicKey).toBe(first.publicKey);
    expect(statSync(path.join(dataDir, 'web-push-vapid.json')).mode & 0o777).toBe(0o600);
    expect(first.subject).toBe('mailto:kontakt@outletdrop.example');
    expect(first.endpointHosts).toContain('fcm.googleapis.com');
  });

  it('without JWT_SECRET elsewhere signs with a random key kept in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwt.secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwt.secret).toBe(first);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: tempDir() }).jwt.secret).not.toBe(first);
  });
});

describe('operator configuration', () => {
  it('falls back to demo details and says so', () => {
    const { operator } = loadConfig(base);
    expect(operator.demo).toBe(true);
    expect(operator.name).toBe('Outlet Drop sp. z o.o.');
    expect(operator.email).toMatch(/@/);
  });

  it('takes every value from the environment', () => {
    const { operator } = loadConfig({
      ...base,
      OPERATOR_NAME: 'Sklep Testowy S.A.',
      OPERATOR_STREET: 'ul. Długa 1',
      OPERATOR_POSTAL_CODE: '31-147',
      OPERATOR_CITY: 'Kraków',
      OPERATOR_NIP: '6762468520',
      OPERATOR_KRS: '0000999999',
      OPERATOR_REGON: '365432109',
      OPERATOR_EMAIL: 'sklep@example.pl',
      OPERATOR_PHONE: '+48 12 000 00 00',
    });
    expect(operator).toEqual({
      name: 'Sklep Testowy S.A.',
      street: 'ul. Długa 1',
      postalCode: '31-147',
      city: 'Kraków',
      nip: '6762468520',
      krs: '0000999999',
      regon: '365432109',
      email: 'sklep@example.pl',
      phone: '+48 12 000 00 00',
      demo: false,
    });
  });

  it('marks partly configured details as demo', () => {
    expect(loadConfig({ ...base, OPERATOR_NAME: 'Sklep Testowy S.A.' }).operator.demo).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, else addresses, CIDRs, a hop count or every one', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    const twoHops = loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy as (
      address: string,
      hop: number,
    ) => boolean;
    expect([twoHops('x', 0), twoHops('x', 1), twoHops('x', 2)]).toEqual([true, true, false]);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const wrong of ['proxy.local', '10.0.0.0/33', '1.2.3']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('DATA_DIR', () => {
  it('is relative to where the command was typed (npm runs the server from apps/api)', () => {
    const config = loadConfig({ ...base, INIT_CWD: '/srv/sklep', DATA_DIR: './data' });
    expect(config.dataDir).toBe('/srv/sklep/data');
    expect(
      loadConfig({ ...base, INIT_CWD: '/srv/sklep', DATA_DIR: '/var/lib/sklep' }).dataDir,
    ).toBe('/var/lib/sklep');
  });
});

describe('InPost ShipX', () => {
  it('is off without a token and an organisation', () => {
    expect(loadConfig(base).shipx).toBeNull();
  });

  it('takes the token, the organisation and the sandbox by default', () => {
    expect(
      loadConfig({ ...base, SHIPX_TOKEN: 'token', SHIPX_ORGANIZATION_ID: '1234' }).shipx,
    ).toEqual({
      token: 'token',
      organizationId: 1234,
      baseUrl: 'https://sandbox-api-shipx-pl.easypack24.net',
      sendingMethod: 'dispatch_order',
    });
    const production = loadConfig({
      ...base,
      SHIPX_TOKEN: 'token',
      SHIPX_ORGANIZATION_ID: '1234',
      SHIPX_BASE_URL: 'https://api-shipx-pl.easypack24.net/',
      SHIPX_SENDING_METHOD: 'parcel_locker',
    }).shipx;
    expect(production).toMatchObject({
      baseUrl: 'https://api-shipx-pl.easypack24.net',
      sendingMethod: 'parcel_locker',
    });
  });

  it('refuses half a configuration and a wrong organisation or sending method', () => {
    expect(() => loadConfig({ ...base, SHIPX_TOKEN: 'token' })).toThrow(/SHIPX_ORGANIZATION_ID/);
    expect(() => loadConfig({ ...base, SHIPX_ORGANIZATION_ID: '1234' })).toThrow(/SHIPX_TOKEN/);
    expect(() =>
      loadConfig({ ...base, SHIPX_TOKEN: 'token', SHIPX_ORGANIZATION_ID: 'abc' }),
    ).toThrow(/SHIPX_ORGANIZATION_ID/);
    expect(() =>
      loadConfig({
        ...base,
        SHIPX_TOKEN: 'token',
        SHIPX_ORGANIZATION_ID: '1',
        SHIPX_SENDING_METHOD: 'pigeon',
      }),
    ).toThrow(/SHIPX_SENDING_METHOD/);
  });
});

describe('KSeF configuration', () => {
  const ksefOf = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/shop-config-test', ...env }).ksef;

  it('waits without a token, records nothing as sent when off, and sends with one', () => {
    expect(ksefOf({}).mode).toBe('unconfigured');
    expect(ksefOf({ KSEF_MODE: 'off', KSEF_TOKEN: 't' }).mode).toBe('off');
    expect(ksefOf({ KSEF_TOKEN: 't' })).toMatchObject({
      mode: 'on',
      baseUrl: 'https://api-test.ksef.mf.gov.pl/v2',
      qr: { url: 'https://qr-test.ksef.mf.gov.pl', certificate: null },
      // The operator's NIP (the demo operator's here): the seller on every invoice.
      nip: '1234563218',
    });
    expect(ksefOf({ KSEF_TOKEN: 't', KSEF_NIP: '1234563218' })).toMatchObject({
      nip: '1234563218',
    });
    expect(() => ksefOf({ KSEF_TOKEN: 't', KSEF_NIP: '12-34' })).toThrow(/10-digit NIP/);
  });

  it('refuses to start with a KSEF_NIP other than the seller’s, or a QR address of another environment', () => {
    // KSeF refuses every invoice whose seller (Podmiot1) is not the context it was sent in.
    expect(() => ksefOf({ KSEF_TOKEN: 't', KSEF_NIP: '5260250274' })).toThrow(
      /^KSEF_NIP \(5260250274\) must be the seller's NIP on the invoices, OPERATOR_NIP \(1234563218\)$/,
    );
    // Production invoices with test links, or the other way round.
    expect(() =>
      ksefOf({
        KSEF_TOKEN: 't',
        KSEF_BASE_URL: 'https://api.ksef.mf.gov.pl/v2',
        KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl',
      }),
    ).toThrow(
      'KSEF_QR_URL (test) must belong to the same KSeF environment as KSEF_BASE_URL (production)',
    );
    expect(() =>
      ksefOf({ KSEF_TOKEN: 't', KSEF_QR_URL: 'https://qr-demo.ksef.mf.gov.pl' }),
    ).toThrow(/KSEF_QR_URL \(demo\).*KSEF_BASE_URL \(test\)/);
    expect(
      ksefOf({
        KSEF_TOKEN: 't',
        KSEF_BASE_URL: 'https://api.ksef.mf.gov.pl/v2',
        KSEF_QR_URL: 'https://qr.ksef.mf.gov.pl',
      }),
    ).toMatchObject({ mode: 'on' });
    // A stand-in serves both from its own address.
    expect(
      ksefOf({
        KSEF_TOKEN: 't',
        KSEF_BASE_URL: 'http://127.0.0.1:3292/v2',
        KSEF_QR_URL: 'http://127.0.0.1:3292',
      }),
    ).toMatchObject({ mode: 'on' });
    // In production a seller not exempt sends every invoice: no token, no start.
    expect(() => loadConfig({ ...production, KSEF_MODE: 'on' })).toThrow(
      /^KSEF_TOKEN is required in production with KSEF_MODE=on/,
    );
    // In production every offline invoice carries KOD II: the certificate is required.
    expect(() => loadConfig({ ...production, KSEF_MODE: 'on', KSEF_TOKEN: 't' })).toThrow(
      /KSEF_MODE=on needs KSEF_OFFLINE_CERTIFICATE_FILE and KSEF_OFFLINE_KEY_FILE/,
    );
  });

  it('reads the offline certificate for KOD II, and refuses one without its own key', async () => {
    const fake = await startFakeKsef({ token: 't' });
    const dir = await mkdtemp(path.join(tmpdir(), 'ksef-offline-'));
    try {
      const certificate = path.join(dir, 'offline-certificate.pem');
      const key = path.join(dir, 'offline-key.pem');
      await writeFile(certificate, fake.offlineCertificate.certificate);
      await writeFile(key, fake.offlineCertificate.key);
      const files = { KSEF_OFFLINE_CERTIFICATE_FILE: certificate, KSEF_OFFLINE_KEY_FILE: key };
      const { qr } = ksefOf({ KSEF_TOKEN: 't', ...files });
      expect(qr.certificate).toMatchObject({
        serialNumber: new X509Certificate(fake.offlineCertificate.certificate).serialNumber,
        contextNip: '1234563218',
      });
      expect(() => ksefOf({ KSEF_TOKEN: 't', KSEF_OFFLINE_KEY_FILE: key })).toThrow(/go together/);
      const other = path.join(dir, 'other-key.pem');
      await writeFile(
        other,
        generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
          type: 'pkcs8',
          format: 'pem',
        }),
      );
      expect(() => ksefOf({ KSEF_TOKEN: 't', ...files, KSEF_OFFLINE_KEY_FILE: other })).toThrow(
        /not the key/,
      );
    } finally {
      await fake.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
