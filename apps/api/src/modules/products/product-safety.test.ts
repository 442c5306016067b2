// Product safety data (GPSR, decision 028) with the default PRODUCT_SAFETY_REQUIRED=true: the
// manufacturers registry, the refusal of a product without what art. 19 asks for, the
// placed-before-GPSR exception, what a product read shows, and an edit that leaves the fields out.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalogue';
import { SAFETY_FIELDS } from '@shop/shared/product-safety';
import { DAY_MS } from '@shop/shared/price-schedule';
import { describeEachDb } from '../../test/harness.ts';
import { authAs, postDrop, productBody, productVersion } from '../drops/test-fixtures.ts';

const NOW = new Date('2026-04-15T12:00:00.000Z');

const SONY = {
  name: 'Sony',
  postalAddress: 'Sony Europe B.V., Taurusavenue 16, 2132 LS Hoofddorp, Holandia',
  website: 'https://www.sony.pl/contactus',
};
const TOYS = {
  name: 'Ningbo Happy Toys Co., Ltd.',
  postalAddress: 'No. 88 Xingning Road, Ningbo, Chiny',
  email: 'export@happytoys.example',
  outsideEu: true,
  euResponsibleName: 'Dystrybucja Nowak sp. z o.o.',
  euResponsibleAddress: 'ul. Magazynowa 5, 05-800 Pruszków',
  euResponsibleEmail: 'bezpieczenstwo@dystrybucja-nowak.example',
};

describeEachDb(
  'products: safety data (GPSR)',
  (ctx) => {
    let staff: Record<string, string>;
    let dropId: number;
    let sonyId: number;
    const app = () => ctx().app;
    const post = (url: string, payload: object, headers = staff) =>
      app().inject({ method: 'POST', url, headers, payload });
    const safety = () => ({
      manufacturerId: sonyId,
      model: 'WH-1000XM4',
      gtin: '4548736112100',
      serialNumber: 'SN 5012345',
      safetyInformation: 'Nie słuchaj długo przy dużej głośności: możesz uszkodzić słuch.',
      inspectionNotes: 'Sprawdzone po zwrocie: działa, lewy pad lekko starty.',
    });

    beforeAll(async () => {
      ctx().clock.set(NOW);
      staff = await authAs(app(), ['CREATE_DROP', 'CREATE_PRODUCT']);
      dropId = (
        await postDrop(app(), staff, { dropTime: new Date(NOW.getTime() - DAY_MS).toISOString() })
      ).id;
      const sony = await post('/api/manufacturers', SONY);
      expect(sony.statusCode).toBe(201);
      sonyId = sony.json().id;
    });

    describe('the manufacturers registry', () => {
      it('keeps a manufacturer outside the EU with its EU responsible person', async () => {
        const res = await post('/api/manufacturers', TOYS);
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({
          name: TOYS.name,
          euResponsible: {
            name: 'Dystrybucja Nowak sp. z o.o.',
            postalAddress: 'ul. Magazynowa 5, 05-800 Pruszków',
            email: 'bezpieczenstwo@dystrybucja-nowak.example',
          },
        });
        const list = await app().inject({ url: '/api/manufacturers', headers: staff });
        expect(list.json().items.map((m: { name: string }) => m.name)).toEqual([TOYS.name, 'Sony']);
      });

      it('refuses, in Polish, what art. 19 needs and a name already in the registry', async () => {
        const noContact = await post('/api/manufacturers', {
          name: 'Bez kontaktu',
          postalAddress: 'ul. A 1',
        });
        expect(noContact.statusCode).toBe(400);
        expect(noContact.json().message).toContain(
          'Podaj e-mail albo stronę kontaktową producenta',
        );
        const { euResponsibleEmail: _e, ...withoutEmail } = TOYS;
        const noPerson = await post('/api/manufacturers', { ...withoutEmail, name: 'Inny' });
        expect(noPerson.statusCode).toBe(400);
        expect(noPerson.json().message).toContain(
          'Producent spoza UE: podaj osobę odpowiedzialną w UE',
        );
        const twice = await post('/api/manufacturers', { ...SONY, name: 'SONY' });
        expect(twice.statusCode).toBe(409);
        expect(twice.json().message).toBe(
          'Producent „SONY” jest już w rejestrze: wybierz go z listy',
        );
      });

      it('is for staff with CREATE_PRODUCT only', async () => {
        expect((await app().inject({ url: '/api/manufacturers' })).statusCode).toBe(401);
        const shopper = await authAs(app());
        expect((await post('/api/manufacturers', SONY, shopper)).statusCode).toBe(403);
      });
    });

    describe('publishing a product', () => {
      it('refuses the specification body alone, naming every missing item', async () => {
        const res = await post('/api/products', productBody(dropId));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(
          'Produktu nie można wystawić bez danych bezpieczeństwa (GPSR). Brakuje: producent, ' +
            'model lub typ, identyfikator (EAN/GTIN albo numer seryjny lub partii), ostrzeżenia ' +
            'i informacje o bezpieczeństwie. Uzupełnij je albo zaznacz, że produkt wprowadzono ' +
            'do obrotu przed 13 grudnia 2024 r.',
        );
        const partial = await post('/api/products', {
          ...productBody(dropId),
          ...safety(),
          gtin: null,
          serialNumber: '',
        });
        expect(partial.json().message).toContain(
          'Brakuje: identyfikator (EAN/GTIN albo numer seryjny lub partii).',
        );
      });

      it('refuses a wrong EAN and a manufacturer not in the registry', async () => {
        const badGtin = await post('/api/products', {
          ...productBody(dropId),
          ...safety(),
          gtin: '4548736112101',
        });
        expect(badGtin.statusCode).toBe(400);
        expect(badGtin.json().message).toContain('Nieprawidłowy kod EAN/GTIN');
        const unknown = await post('/api/products', {
          ...productBody(dropId),
          ...safety(),
          manufacturerId: 999_999,
        });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().message).toBe('Nie znaleziono producenta');
      });

      it('takes a product placed on the market before 13 Dec 2024 without the rest of the data, never without its manufacturer', async () => {
        const bare = await post('/api/products', {
          ...productBody(dropId),
          placedBeforeGpsr: true,
        });
        expect(bare.statusCode).toBe(400);
        expect(bare.json().message).toContain('Brakuje: producent.');
        const res = await post('/api/products', {
          ...productBody(dropId),
          placedBeforeGpsr: true,
          manufacturerId: sonyId,
        });
        expect(res.statusCode).toBe(201);
        const read = await app().inject({ url: `/api/products/${res.json().id}` });
        expect(read.json<Product>().safety).toMatchObject({
          manufacturer: { id: sonyId, name: 'Sony' },
          model: null,
          placedBeforeGpsr: true,
        });
      });

      it('shows shoppers the manufacturer with its addresses and the safety data', async () => {
        const res = await post('/api/products', { ...productBody(dropId), ...safety() });
        expect(res.statusCode).toBe(201);
        const read = await app().inject({ url: `/api/products/${res.json().id}` });
        expect(read.json<Product>().safety).toEqual({
          manufacturer: {
            id: sonyId,
            name: 'Sony',
            postalAddress: SONY.postalAddress,
            email: null,
            website: SONY.website,
            euResponsible: null,
          },
          model: 'WH-1000XM4',
          gtin: '4548736112100',
          serialNumber: 'SN 5012345',
          safetyInformation: safety().safetyInformation,
          inspectionNotes: safety().inspectionNotes,
          document: null,
          placedBeforeGpsr: false,
        });
        // Lists stay light: the safety data is on the product's own read.
        const list = await app().inject({ url: `/api/products/drop/${dropId}?page=0&count=50` });
        expect(list.json().items[0]).not.toHaveProperty('safety');
      });

      it('keeps the stored data on an edit that leaves the fields out, refuses one clearing them', async () => {
        const { id } = (
          await post('/api/products', { ...productBody(dropId), ...safety() })
        ).json();
        const put = async (extra: object) =>
          app().inject({
            method: 'PUT',
            url: `/api/products/${id}`,
            headers: staff,
            payload: {
              ...productBody(dropId, { name: 'Nowa nazwa' }),
              ...extra,
              version: await productVersion(app(), id),
            },
          });
        expect((await put({})).statusCode).toBe(200);
        const read = await app().inject({ url: `/api/products/${id}` });
        expect(read.json<Product>()).toMatchObject({
          name: 'Nowa nazwa',
          safety: { model: 'WH-1000XM4', gtin: '4548736112100' },
        });
        const cleared = await put({ safetyInformation: null });
        expect(cleared.statusCode).toBe(400);
        expect(cleared.json().message).toContain(
          'Brakuje: ostrzeżenia i informacje o bezpieczeństwie.',
        );
      });

      it("shows a manufacturer's edit on its products at once", async () => {
        const { id } = (
          await post('/api/products', { ...productBody(dropId), ...safety() })
        ).json();
        await app().inject({ url: `/api/products/${id}` });
        const edited = await app().inject({
          method: 'PUT',
          url: `/api/manufacturers/${sonyId}`,
          headers: staff,
          payload: { ...SONY, email: 'kontakt@sony.example' },
        });
        expect(edited.statusCode).toBe(200);
        await expect
          .poll(
            async () =>
              (await app().inject({ url: `/api/products/${id}` })).json<Product>().safety
                ?.manufacturer?.email,
          )
          .toBe('kontakt@sony.example');
      });
    });
  },
  { PRODUCT_SAFETY_REQUIRED: 'true' },
);

describeEachDb('products: safety data in the OpenAPI document', (ctx) => {
  it('documents the manufacturers registry and the product body’s safety fields', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = res.json<{
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<string, { schema: { properties: Record<string, unknown> } }>;
            };
          }
        >
      >;
    }>();
    expect(Object.keys(document.paths['/api/manufacturers']!)).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/manufacturers/{id}']!)).toEqual(['put']);
    const body = document.paths['/api/products']!.post!.requestBody!.content['application/json']!;
    expect(Object.keys(body.schema.properties)).toEqual(expect.arrayContaining(SAFETY_FIELDS));
    expect(SAFETY_FIELDS).toEqual([
      'manufacturerId',
      'model',
      'gtin',
      'serialNumber',
      'safetyInformation',
      'inspectionNotes',
      'placedBeforeGpsr',
    ]);
    expect(document.paths['/api/orders/{id}/withdrawal']?.post).toBeDefined();
    expect(Object.keys(document.paths['/api/products/{id}/safety-document']!)).toEqual([
      'put',
      'delete',
    ]);
  });
});
