// The SMSAPI stand-in against the published description of SMSAPI's interface
// (smsapi-open-api.yml, see smsapi-open-api.md): the shop's own adapter sends through the
// stand-in (a message, a refused number, a wrong sender name, a repeated idx, a wrong token) and
// every request it sends is checked against `SendSmsRequest`, every JSON answer with 200
// against `SendMessageResponse`. The refusals' `{ error, message }` body is the PHP client's
// reading (SMSAPI's own), which the description does not list.
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendSms } from '../../apps/api/src/modules/sms/index.ts';
import {
  openApiContract,
  recordingFetch,
  type Exchange,
  type OpenApiDocument,
} from './contract.ts';
import { startFakeSmsapi, type FakeSmsapi } from './smsapi.ts';

const contract = openApiContract(
  parse(
    await readFile(new URL('./smsapi-open-api.yml', import.meta.url), 'utf8'),
  ) as OpenApiDocument,
);

describe('the SMSAPI stand-in answers as the published description says', () => {
  let fake: FakeSmsapi;
  const exchanges: Exchange[] = [];
  const settings = () => ({ token: 'contract-token', baseUrl: fake.url, sender: 'OutletDrop' });

  beforeAll(async () => {
    fake = await startFakeSmsapi({ token: 'contract-token', senders: ['OutletDrop'] });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    // The adapter calls the global fetch (unstubbed after each test by the suite's config).
    vi.stubGlobal('fetch', recordingFetch(fake.url, exchanges, fetch));
  });

  const conforms = () => {
    const last = exchanges.at(-1)!;
    expect(contract.requestProblems(last)).toEqual([]);
    if (last.status === 200 && !(last.body as { error?: number }).error) {
      expect(contract.answerProblems(last)).toEqual([]);
    }
    return last;
  };

  it('queues a message and answers its id, as the document describes', async () => {
    const outcome = await sendSms(settings(), {
      to: '48600100200',
      message: 'Kolekcja otwarta',
      idx: 'alarm-1',
    });
    expect(outcome).toEqual({ sent: expect.any(String) });
    const exchange = conforms();
    expect(exchange.request).toMatchObject({
      to: '48600100200',
      message: 'Kolekcja otwarta',
      from: 'OutletDrop',
      format: 'json',
      idx: 'alarm-1',
      check_idx: '1',
    });
    expect(fake.to('48600100200').map((sms) => sms.message)).toEqual(['Kolekcja otwarta']);
  });

  it('refuses a repeated idx, a number it cannot deliver to and an unregistered sender', async () => {
    await sendSms(settings(), { to: '48600100201', message: 'raz', idx: 'alarm-2' });
    const again = await sendSms(settings(), { to: '48600100201', message: 'dwa', idx: 'alarm-2' });
    expect(again).toEqual({ refused: expect.stringContaining('SMSAPI error') });
    conforms();
    expect(fake.to('48600100201')).toHaveLength(1);
    expect(await sendSms(settings(), { to: '48221234567', message: 'stacjonarny' })).toEqual({
      refused: expect.stringContaining('error 13'),
    });
    conforms();
    expect(
      await sendSms({ ...settings(), sender: 'Nieznany' }, { to: '48600100202', message: 'x' }),
    ).toEqual({ refused: expect.stringContaining('error 14') });
  });

  it('refuses a wrong token', async () => {
    const outcome = await sendSms(
      { ...settings(), token: 'wrong' },
      { to: '48600100203', message: 'x' },
    );
    expect(outcome).toEqual({ refused: expect.stringContaining('error 101') });
    expect(fake.to('48600100203')).toEqual([]);
  });
});
