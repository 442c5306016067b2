// The ShipX adapter over real HTTP against the local stand-in (tools/fakes/shipx.ts): the body
// the shop sends for locker and courier parcels, ShipX's answers and refusals as staff read
// them, labels before and after InPost confirms.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeShipx } from '../../../../../tools/fakes/shipx.ts';
import { AppError } from '../../http/errors.ts';
import { createShipX, type ParcelOrder } from './service.ts';
import { receiverName, streetAndBuilding } from './shipment-request.ts';
import { createShipXClient, validationProblems } from './shipx-client.ts';

const settings = { token: 'shipx-test-token', organizationId: 4321 };
const fake = await startFakeShipx(settings);
afterAll(() => fake.close());

const shipxConfig = {
  ...settings,
  baseUrl: fake.url,
  sendingMethod: 'dispatch_order' as const,
};
const operator = {
  name: 'Sklep Testowy S.A.',
  street: 'ul. Długa 1/3',
  postalCode: '31-147',
  city: 'Kraków',
  nip: '6762468520',
  krs: '0000999999',
  regon: '365432109',
  email: 'sklep@example.pl',
  phone: '+48 12 000 00 00',
  demo: false,
};
const shipx = createShipX({ shipx: shipxConfig, operator })!;

const lockerParcel = (fields: Partial<ParcelOrder> = {}): ParcelOrder => ({
  orderId: 17,
  service: 'inpost_locker_standard',
  parcelSize: 'medium',
  targetPoint: 'KRA010',
  receiver: {
    name: 'Jan Maria Kowalski',
    email: 'jan@example.pl',
    phone: '+48600700800',
    address: { street: 'ul. 3 Maja 12/5', city: 'Kraków', postalCode: '30-001' },
  },
  ...fields,
});

/** The AppError a promise rejects with. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('ShipX adapter', () => {
  it('creates a locker parcel: created without a number, confirmed with one on the next read', async () => {
    const created = await shipx.create(lockerParcel());
    expect(created).toEqual({ id: expect.any(Number), status: 'created', trackingNumber: null });
    expect(fake.shipments.get(created.id)!.request).toEqual({
      service: 'inpost_locker_standard',
      reference: 'Zamówienie 17',
      receiver: {
        first_name: 'Jan Maria',
        last_name: 'Kowalski',
        email: 'jan@example.pl',
        phone: '600700800',
      },
      sender: {
        company_name: 'Sklep Testowy S.A.',
        email: 'sklep@example.pl',
        phone: '120000000',
        address: {
          street: 'ul. Długa',
          building_number: '1/3',
          city: 'Kraków',
          post_code: '31-147',
          country_code: 'PL',
        },
      },
      parcels: { template: 'medium' },
      custom_attributes: { sending_method: 'dispatch_order', target_point: 'KRA010' },
    });

    const read = await shipx.read(created.id);
    expect(read.status).toBe('confirmed');
    expect(read.trackingNumber).toMatch(/^\d{24}$/);
  });

  it('creates a courier parcel with the address and the box of the chosen size', async () => {
    const created = await shipx.create(
      lockerParcel({ service: 'inpost_courier_standard', targetPoint: null, parcelSize: 'large' }),
    );
    const request = fake.shipments.get(created.id)!.request;
    expect(request).toMatchObject({
      service: 'inpost_courier_standard',
      receiver: {
        address: {
          street: 'ul. 3 Maja',
          building_number: '12/5',
          city: 'Kraków',
          post_code: '30-001',
          country_code: 'PL',
        },
      },
      parcels: [
        {
          dimensions: { length: 640, width: 380, height: 410, unit: 'mm' },
          weight: { amount: 25, unit: 'kg' },
        },
      ],
      custom_attributes: { sending_method: 'dispatch_order' },
    });
    expect(request.custom_attributes).not.toHaveProperty('target_point');
  });

  it('leaves the sender to ShipX while the operator details are the demo ones', async () => {
    const demo = createShipX({ shipx: shipxConfig, operator: { ...operator, demo: true } })!;
    const created = await demo.create(lockerParcel());
    expect(fake.shipments.get(created.id)!.request).not.toHaveProperty('sender');
  });

  it("passes ShipX's field errors on in Polish (422), and creates nothing", async () => {
    const before = fake.shipments.size;
    const noPhone = await refusal(
      shipx.create(lockerParcel({ receiver: { ...lockerParcel().receiver, phone: null } })),
    );
    expect(noPhone).toMatchObject({
      statusCode: 422,
      code: 'ShipmentRejectedException',
      message: 'InPost odrzucił przesyłkę: telefon odbiorcy: brak wartości',
    });

    fake.unknownPoints.add('WAW99X');
    const unknownPoint = await refusal(shipx.create(lockerParcel({ targetPoint: 'WAW99X' })));
    expect(unknownPoint.message).toBe('InPost odrzucił przesyłkę: paczkomat: nie istnieje');

    const noLocker = await refusal(
      shipx.create(
        lockerParcel({
          targetPoint: null,
          receiver: { ...lockerParcel().receiver, email: 'jan(at)example.pl' },
        }),
      ),
    );
    expect(noLocker.message).toBe(
      'InPost odrzucił przesyłkę: e-mail odbiorcy: nieprawidłowa wartość; paczkomat: brak wartości',
    );
    expect(fake.shipments.size).toBe(before);
  });

  it('answers the label from confirmation on (409 before), as a PDF', async () => {
    const created = await shipx.create(lockerParcel());
    expect(await refusal(shipx.label(created.id))).toMatchObject({
      statusCode: 409,
      code: 'LabelNotReadyException',
    });
    const { trackingNumber } = await shipx.read(created.id);
    const pdf = await shipx.label(created.id);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(trackingNumber!);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 298 420]');
  });

  it('says when ShipX refuses the token or the organisation, or fails (502)', async () => {
    const wrongToken = createShipXClient({ ...settings, token: 'other', baseUrl: fake.url });
    expect(await refusal(wrongToken.read(10_000_001))).toMatchObject({
      statusCode: 502,
      code: 'ShipXAuthException',
      message: expect.stringContaining('nowy token ShipX'),
    });
    const wrongOrganisation = createShipXClient({
      ...settings,
      organizationId: 1,
      baseUrl: fake.url,
    });
    expect(await refusal(wrongOrganisation.create({}))).toMatchObject({
      statusCode: 502,
      message: expect.stringContaining('numeru organizacji'),
    });
    expect(await refusal(shipx.read(999))).toMatchObject({
      statusCode: 502,
      message: 'InPost nie zna tej przesyłki',
    });
    fake.failures.create = true;
    try {
      expect(await refusal(shipx.create(lockerParcel()))).toMatchObject({
        statusCode: 502,
        message: 'InPost odrzucił żądanie (internal_error, HTTP 500)',
      });
    } finally {
      fake.failures.create = false;
    }
  });

  it('gives up on a ShipX that does not answer, and tells staff to check before retrying', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const client = createShipXClient(
        { ...settings, baseUrl: `http://127.0.0.1:${port}` },
        { timeoutMs: 100 },
      );
      expect(await refusal(client.create({}))).toMatchObject({
        statusCode: 502,
        code: 'ShipXUnavailableException',
        message: expect.stringContaining('Managerze Paczek'),
      });
      expect((await refusal(client.read(1))).message).toBe(
        'InPost (ShipX) nie odpowiada: brak odpowiedzi w czasie',
      );
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('the ShipX body', () => {
  it.each([
    ['ul. Długa 12/4', 'ul. Długa', '12/4'],
    ['Długa 1', 'Długa', '1'],
    ['ul. 3 Maja 12/5', 'ul. 3 Maja', '12/5'],
    ['os. Bohaterów Września 82A', 'os. Bohaterów Września', '82A'],
    ['Polna 7 m. 2', 'Polna', '7 m. 2'],
    ['Rynek Główny', 'Rynek Główny', ''],
  ])('splits "%s" into street and building', (line, street, building) => {
    expect(streetAndBuilding(line)).toEqual({ street, building_number: building });
  });

  it('splits the name at its last space; one word is a company name', () => {
    expect(receiverName(' Anna  Nowak ')).toEqual({ first_name: 'Anna', last_name: 'Nowak' });
    expect(receiverName('Jan Maria Kowalski')).toEqual({
      first_name: 'Jan Maria',
      last_name: 'Kowalski',
    });
    expect(receiverName('Kowalski')).toEqual({ company_name: 'Kowalski' });
  });

  it("reads ShipX's nested validation details, flat or through arrays", () => {
    expect(
      validationProblems({
        custom_attributes: [{ target_point: ['does_not_exist'] }],
        receiver: [{ address: [{ post_code: ['invalid_format'] }] }],
        parcels: { weight: { amount: ['too_small'] } },
        mystery_field: ['strange_key'],
      }),
    ).toEqual([
      'paczkomat: nie istnieje',
      'kod pocztowy odbiorcy: nieprawidłowy format',
      'waga paczki: za mała wartość',
      'mystery_field: nieprawidłowa wartość',
    ]);
    expect(validationProblems(null)).toEqual([]);
  });
});
