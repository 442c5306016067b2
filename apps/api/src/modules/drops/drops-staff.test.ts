import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@shop/shared/price-schedule';
import { describeEachDb } from '../../test/harness.ts';
import { authAs, dropBody, postDrop, postProduct } from './test-fixtures.ts';

const NOW = new Date('2026-05-10T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();

describeEachDb('drops: staff edit and delete', (ctx) => {
  let staff: Record<string, string>;
  const app = () => ctx().app;
  const get = (url: string) => app().inject({ method: 'GET', url });
  const put = (id: number, payload: object, headers = staff) =>
    app().inject({ method: 'PUT', url: `/api/drops/${id}`, headers, payload });
  const del = (id: number | string, headers = staff) =>
    app().inject({ method: 'DELETE', url: `/api/drops/${id}`, headers });

  beforeAll(async () => {
    ctx().clock.set(NOW);
    staff = await authAs(app(), ['CREATE_DROP', 'CREATE_PRODUCT']);
  });

  it('needs CREATE_DROP for edits and deletes', async () => {
    const drop = await postDrop(app(), staff, { dropTime: inDays(2) });
    const productStaff = await authAs(app(), ['CREATE_PRODUCT']);
    for (const send of [() => put(drop.id, dropBody(), {}), () => del(drop.id, {})]) {
      expect((await send()).statusCode).toBe(401);
    }
    for (const res of [
      await put(drop.id, dropBody(), productStaff),
      await del(drop.id, productStaff),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Brak wymaganego uprawnienia: CREATE_DROP');
    }
    expect((await get(`/api/drops/${drop.id}`)).json().name).toBe('Kolekcja testowa');
  });

  it('edits every field of an upcoming drop, keeping its slug; cached answers follow', async () => {
    const drop = await postDrop(app(), staff, { name: 'Jesień', dropTime: inDays(2) });
    const product = await postProduct(app(), staff, drop.id);
    // Cached answers before the edit: the drop, the list of upcoming drops.
    expect((await get(`/api/drops/${drop.id}`)).json().name).toBe('Jesień');
    expect(
      (await get('/api/drops?upcoming=true')).json().items.map((d: { id: number }) => d.id),
    ).toContain(drop.id);
    expect((await get(`/api/products/${product}`)).statusCode).toBe(404);
    const inCategory = async () =>
      (await get('/api/products/category/ELECTRONICS?count=100'))
        .json()
        .items.map((p: { id: number }) => p.id);
    expect(await inCategory()).not.toContain(product);

    const res = await put(
      drop.id,
      dropBody({
        name: '  Zima  ',
        shortDescription: 'Nowy krótki opis',
        description: 'Nowy opis',
        categories: ['SPORT', 'TOYS'],
        dropTime: inDays(-1),
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: drop.id,
      slug: 'jesien',
      name: 'Zima',
      shortDescription: 'Nowy krótki opis',
      description: 'Nowy opis',
      categories: ['SPORT', 'TOYS'],
      dropTime: inDays(-1),
      itemQuantity: 1,
    });
    expect((await get(`/api/drops/${drop.id}`)).json()).toMatchObject({
      name: 'Zima',
      dropTime: inDays(-1),
    });
    expect((await get('/api/drops/jesien')).json().name).toBe('Zima');
    expect(
      (await get('/api/drops?upcoming=true')).json().items.map((d: { id: number }) => d.id),
    ).not.toContain(drop.id);
    // Moved into the past, the drop has started: its product is now shown, with the new drop.
    const shown = await get(`/api/products/${product}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().drop).toMatchObject({ id: drop.id, name: 'Zima' });
    expect(await inCategory()).toContain(product);
  });

  it('refuses to move the start of a started drop (409), but takes other edits', async () => {
    const drop = await postDrop(app(), staff, { name: 'Trwa', dropTime: inDays(-3) });
    const moved = await put(drop.id, dropBody({ name: 'Trwa', dropTime: inDays(5) }));
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({
      statusCode: 409,
      code: 'DropAlreadyStarted',
      message: 'Kolekcja już się rozpoczęła: nie można zmienić jej daty i godziny rozpoczęcia',
    });
    expect((await get(`/api/drops/${drop.id}`)).json().dropTime).toBe(inDays(-3));

    // The same moment written in another zone is the same start.
    const sameStart = new Date(inDays(-3));
    const local = `${new Date(sameStart.getTime() + 2 * 3_600_000).toISOString().slice(0, 19)}+02:00`;
    const renamed = await put(drop.id, dropBody({ name: 'Trwa dalej', dropTime: local }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Trwa dalej', dropTime: inDays(-3) });
  });

  it('answers bad input and unknown drops in Polish without changing anything', async () => {
    const drop = await postDrop(app(), staff, { name: 'Bez zmian', dropTime: inDays(4) });
    const bad = await put(drop.id, dropBody({ name: '   ', categories: [] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Nazwa jest wymagana');
    const badDate = await put(drop.id, dropBody({ dropTime: '2026-02-30T10:00:00Z' }));
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain('Nieprawidłowy format daty');
    for (const dropTime of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z']) {
      const unschedulable = await put(drop.id, dropBody({ dropTime }));
      expect([unschedulable.statusCode, unschedulable.json().message]).toEqual([
        400,
        'Kolekcję można zaplanować na lata 2000–2099',
      ]);
    }
    expect((await get(`/api/drops/${drop.id}`)).json().name).toBe('Bez zmian');

    for (const res of [await put(999_999, dropBody()), await del(999_999)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Nie znaleziono kolekcji');
    }
    const badId = await del('abc');
    expect(badId.statusCode).toBe(400);
  });

  describe('DELETE /api/drops/:id', () => {
    it('deletes an empty drop; cached answers forget it', async () => {
      const drop = await postDrop(app(), staff, { name: 'Pomyłka', dropTime: inDays(-1) });
      expect((await get(`/api/drops/${drop.id}`)).statusCode).toBe(200);
      expect((await get('/api/drops/latest')).json().id).toBe(drop.id);

      const res = await del(drop.id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await get(`/api/drops/${drop.id}`)).statusCode).toBe(404);
      expect((await get('/api/drops/pomylka')).statusCode).toBe(404);
      expect((await get('/api/drops/latest')).json().id).not.toBe(drop.id);
      expect((await del(drop.id)).statusCode).toBe(404);
    });

    it('refuses a drop with products (409) and keeps it', async () => {
      const drop = await postDrop(app(), staff, { dropTime: inDays(1) });
      await postProduct(app(), staff, drop.id);
      const res = await del(drop.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'DropNotEmpty',
        message: 'Nie można usunąć kolekcji, która ma produkty',
      });
      expect((await get(`/api/drops/${drop.id}`)).json().itemQuantity).toBe(1);
    });
  });
});
