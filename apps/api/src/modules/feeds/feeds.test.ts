import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect, it } from 'vitest';
import { manufacturerInputSchema } from '@shop/shared/product-safety';
import { describeEachDb } from '../../test/harness.ts';
import { hasNonXmlChar } from '../../test/xml-chars.ts';
import { DAY, makeDrop, makeProduct } from '../cart/test-products.ts';
import { createManufacturer } from '../products/manufacturers.ts';
import { attachProductImage, takeStock } from '../products/service.ts';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) =>
    ['item', 'g:additional_image_link', 'g:shipping', 'o', 'a', 'i'].includes(name),
  parseTagValue: false,
});

/** What Google requires of every item (Merchant Center product data specification). */
const REQUIRED = [
  'g:id',
  'g:title',
  'g:description',
  'g:link',
  'g:image_link',
  'g:availability',
  'g:price',
  'g:condition',
];
type Item = Record<string, string | string[] | Record<string, string>[]>;

describeEachDb('product feeds', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });
  const googleItems = async () => {
    const res = await get('/feeds/google.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = parser.parse(res.body);
    expect(xml.rss['@version']).toBe('2.0');
    expect(xml.rss['@xmlns:g']).toBe('http://base.google.com/ns/1.0');
    return (xml.rss.channel.item ?? []) as Item[];
  };

  it('lists every product on sale with Google’s fields, and a price step shows at once', async () => {
    const { app, config } = ctx();
    const dropTime = new Date(app.clock.now().getTime() - 3_600_000);
    const drop = await makeDrop(app, dropTime);
    const brand = await createManufacturer(
      app.db,
      manufacturerInputSchema.parse({
        name: `Marka ${drop.id}`,
        postalAddress: 'ul. Prosta 1, 00-001 Warszawa',
        email: 'biuro@marka.test',
      }),
      undefined,
      app.clock.now(),
    );
    const branded = await makeProduct(app, {
      dropId: drop.id,
      name: 'Odkurzacz <Turbo> & więcej',
      manufacturerId: brand.id,
      model: 'VX-100',
      gtin: '5901234123457',
    });
    await attachProductImage(app.db, branded, '/api/images/p1-aaaaaaaaaaaaaaaa-1200.webp');
    await attachProductImage(app.db, branded, '/api/images/p1-bbbbbbbbbbbbbbbb-1200.webp');
    const returned = await makeProduct(app, { dropId: drop.id, condition: 'DEFECTIVE' });
    await attachProductImage(app.db, returned, '/api/images/p2-cccccccccccccccc-1200.webp');
    const noPicture = await makeProduct(app, { dropId: drop.id });
    const soldOut = await makeProduct(app, { dropId: drop.id, stock: 1 });
    await attachProductImage(app.db, soldOut, '/api/images/p3-dddddddddddddddd-1200.webp');
    await takeStock(app.db, soldOut, 1);
    const upcoming = await makeProduct(app, {
      dropId: (await makeDrop(app, new Date(app.clock.now().getTime() + DAY))).id,
    });
    await app.changes.sync();

    const items = await googleItems();
    const ids = items.map((item) => item['g:id']);
    expect(ids).toEqual(expect.arrayContaining([String(branded), String(returned)]));
    for (const hidden of [noPicture, soldOut, upcoming]) expect(ids).not.toContain(String(hidden));
    for (const item of items) {
      for (const field of REQUIRED) expect(item[field], `${item['g:id']} ${field}`).toBeTruthy();
      expect(item['g:price']).toMatch(/^\d+\.\d{2} PLN$/);
      expect(['new', 'used', 'refurbished']).toContain(item['g:condition']);
    }
    const first = items.find((item) => item['g:id'] === String(branded))!;
    expect(first).toMatchObject({
      'g:title': 'Odkurzacz <Turbo> & więcej',
      'g:link': `${config.publicUrl}/product/${branded}`,
      'g:image_link': `${config.publicUrl}/api/images/p1-aaaaaaaaaaaaaaaa-1200.webp`,
      'g:additional_image_link': [`${config.publicUrl}/api/images/p1-bbbbbbbbbbbbbbbb-1200.webp`],
      'g:availability': 'in_stock',
      'g:price': '70.00 PLN',
      'g:condition': 'new',
      'g:brand': brand.name,
      'g:gtin': '5901234123457',
      'g:mpn': 'VX-100',
      'g:shipping': [
        { 'g:country': 'PL', 'g:service': 'Kurier InPost', 'g:price': '10.00 PLN' },
        { 'g:country': 'PL', 'g:service': 'Paczkomat InPost', 'g:price': '10.00 PLN' },
      ],
    });
    expect(first['g:sale_price']).toBeUndefined();
    const faulty = items.find((item) => item['g:id'] === String(returned))!;
    expect(faulty).toMatchObject({ 'g:condition': 'used', 'g:identifier_exists': 'no' });
    expect(faulty['g:description']).toMatch(/^Stan: Uszkodzony\. /);

    // Two days after the opening the price steps from 70 % to 60 %: the feed says so at once,
    // with the price before the step as the price and the sale price until the next step.
    ctx().clock.set(new Date(dropTime.getTime() + 2 * DAY + 1));
    const stepped = (await googleItems()).find((item) => item['g:id'] === String(branded))!;
    expect(stepped).toMatchObject({
      'g:price': '70.00 PLN',
      'g:sale_price': '60.00 PLN',
      'g:sale_price_effective_date': `${new Date(dropTime.getTime() + 2 * DAY).toISOString().slice(0, 16)}Z/${new Date(dropTime.getTime() + 4 * DAY).toISOString().slice(0, 16)}Z`,
    });

    // A sale takes the piece out as soon as the change feed tells this replica.
    await takeStock(app.db, branded, 5);
    await app.changes.sync();
    expect((await googleItems()).map((item) => item['g:id'])).not.toContain(String(branded));
  });

  it('Ceneo’s offers carry avail, stock, cat, imgs and attrs with Producent and EAN', async () => {
    const { app, config } = ctx();
    const drop = await makeDrop(app);
    const brand = await createManufacturer(
      app.db,
      manufacturerInputSchema.parse({
        name: `Ceneo ${drop.id}`,
        postalAddress: 'ul. Długa 2, 00-002 Warszawa',
        website: 'https://marka.test',
      }),
      undefined,
      app.clock.now(),
    );
    const id = await makeProduct(app, {
      dropId: drop.id,
      stock: 3,
      category: 'HOME_AND_GARDEN',
      manufacturerId: brand.id,
      gtin: '5901234123457',
      model: 'K-2',
    });
    await attachProductImage(app.db, id, '/api/images/p9-eeeeeeeeeeeeeeee-1200.webp');
    await app.changes.sync();
    const res = await get('/feeds/ceneo.xml');
    expect(res.statusCode).toBe(200);
    const offers = parser.parse(res.body).offers.group.o as Record<string, unknown>[];
    const offer = offers.find((o) => o['@id'] === String(id))!;
    expect(offer).toMatchObject({
      '@url': `${config.publicUrl}/product/${id}`,
      '@price': '70.00',
      '@avail': '1',
      '@stock': '3',
      cat: 'Dom i Ogród',
      imgs: { main: { '@url': `${config.publicUrl}/api/images/p9-eeeeeeeeeeeeeeee-1200.webp` } },
    });
    expect(offer.attrs).toEqual({
      a: expect.arrayContaining([
        { '@name': 'Producent', '#text': brand.name },
        { '@name': 'EAN', '#text': '5901234123457' },
      ]),
    });
  });

  it('a name pasted with characters XML 1.0 does not allow leaves them out, and both feeds stay well-formed', async () => {
    const { app } = ctx();
    const drop = await makeDrop(app);
    const id = await makeProduct(app, {
      dropId: drop.id,
      name: 'Czajnik\uFFFF\uFFFE\u0001 Bosch\u000B',
    });
    await attachProductImage(app.db, id, '/api/images/p7-aaaaaaaaaaaaaaaa-1200.webp');
    await app.changes.sync();
    for (const url of ['/feeds/ceneo.xml', '/feeds/google.xml']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(hasNonXmlChar(res.body)).toBe(false);
      expect(XMLValidator.validate(res.body)).toBe(true);
      expect(res.body).toContain('Czajnik Bosch');
    }
  });
});
