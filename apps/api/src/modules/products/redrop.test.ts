import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.ts';
import { DAY, makeDrop, makeProduct } from '../cart/test-products.ts';
import { authAs } from '../drops/test-fixtures.ts';
import { takeStock, withdrawProduct } from './service.ts';

describeEachDb('re-drop of unsold pieces', (ctx) => {
  it('moves the off-sale pieces with stock into an upcoming drop, where their prices start again', async () => {
    const { app, clock } = ctx();
    const staff = await authAs(app, ['CREATE_PRODUCT'], clock.now());
    // The old drop's pieces were listed before it opened, 15 days ago, as staff list them.
    const now = clock.now();
    const oldOpening = new Date(now.getTime() - 15 * DAY);
    clock.set(new Date(oldOpening.getTime() - DAY));
    const old = await makeDrop(app, oldOpening);
    const unsold = await makeProduct(app, { dropId: old.id, stock: 2 });
    const sold = await makeProduct(app, { dropId: old.id, stock: 1 });
    clock.set(now);
    await takeStock(app.db, sold, 1);
    const started = await makeDrop(app);
    const withdrawnEarly = await makeProduct(app, { dropId: started.id });
    await withdrawProduct(app.db, withdrawnEarly, clock.now());
    const onSale = await makeProduct(app, { dropId: started.id });
    const next = await makeDrop(app, new Date(clock.now().getTime() + 2 * DAY));
    const redrop = (from: number, targetDropId: number, auth = staff) =>
      app.inject({
        method: 'POST',
        url: `/api/drops/${from}/redrop`,
        headers: auth,
        payload: { targetDropId },
      });

    const intoStarted = await redrop(old.id, started.id);
    expect(intoStarted.statusCode).toBe(409);
    expect(intoStarted.json().message).toContain('jeszcze się nie zaczęła');
    expect((await redrop(old.id, next.id, await authAs(app, [], clock.now()))).statusCode).toBe(
      403,
    );

    const moved = await redrop(old.id, next.id);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ targetDropId: next.id, productIds: [unsold] });
    const fromStarted = await redrop(started.id, next.id);
    expect(fromStarted.json().productIds).toEqual([withdrawnEarly]);
    const again = await redrop(old.id, next.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'W tej kolekcji nie ma niesprzedanych sztuk wycofanych ze sprzedaży',
    );

    const read = async (id: number) =>
      (await app.inject({ url: `/api/products/${id}`, headers: staff })).json();
    expect(await read(unsold)).toMatchObject({
      drop: { id: next.id },
      status: 'UPCOMING',
      withdrawnAt: null,
      stock: 2,
    });
    expect(await read(onSale)).toMatchObject({ drop: { id: started.id }, status: 'AVAILABLE' });

    // At the new opening the schedule starts again at 70 %. The old drop's 1 zł was offered on
    // its days 12-14, within the 30 days before, so the 30-day lowest price shows it (decision 017).
    clock.set(new Date(next.dropTime));
    expect(await read(unsold)).toMatchObject({
      status: 'AVAILABLE',
      price: 7000,
      omnibusPrice: 100,
    });
    // The first step down: withdrawn an hour after its opening at 70 %, and 70 % again now, so
    // the 30-day lowest is 70 %; the planned steps after its withdrawal never took effect.
    clock.set(new Date(new Date(next.dropTime).getTime() + 2 * DAY));
    expect(await read(withdrawnEarly)).toMatchObject({ price: 6000, omnibusPrice: 7000 });
    expect(await read(unsold)).toMatchObject({ price: 6000, omnibusPrice: 100 });
  });
});

describeEachDb(
  're-drop with PRODUCT_SAFETY_REQUIRED',
  (ctx) => {
    it('refuses to put back on sale a piece without its GPSR data and picture (art. 19 b, c), naming what is missing', async () => {
      const { app, clock } = ctx();
      const staff = await authAs(app, ['CREATE_PRODUCT'], clock.now());
      const started = await makeDrop(app);
      // Entered when the rule was off (makeProduct does not ask for the data).
      const bare = await makeProduct(app, { dropId: started.id, name: 'Czajnik bez metryczki' });
      await withdrawProduct(app.db, bare, clock.now());
      const next = await makeDrop(app, new Date(clock.now().getTime() + 2 * DAY));
      const res = await app.inject({
        method: 'POST',
        url: `/api/drops/${started.id}/redrop`,
        headers: staff,
        payload: { targetDropId: next.id },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Nie można ponownie wystawić produktów bez danych bezpieczeństwa (GPSR): „Czajnik bez metryczki” (brakuje: producent, model lub typ, identyfikator (EAN/GTIN albo numer seryjny lub partii), ostrzeżenia i informacje o bezpieczeństwie, zdjęcie produktu). Uzupełnij je w formularzu produktu.',
      );
      const read = await app.inject({ url: `/api/products/${bare}`, headers: staff });
      expect(read.json()).toMatchObject({ drop: { id: started.id } });
    });
  },
  { PRODUCT_SAFETY_REQUIRED: 'true' },
);
