import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.ts';
import { nextSeq } from './repository.ts';

class Undone extends Error {}

describeEachDb('invoice numbering counters', (ctx) => {
  const db = () => ctx().app.db;
  const take = (kind: 'INVOICE' | 'CORRECTION', period: string) =>
    db().transaction((tx) => nextSeq(tx, kind, period));

  it('counts from 1 for each kind and month', async () => {
    expect(await take('INVOICE', '2031/01')).toBe(1);
    expect(await take('INVOICE', '2031/01')).toBe(2);
    expect(await take('CORRECTION', '2031/01')).toBe(1);
    expect(await take('INVOICE', '2031/02')).toBe(1);
    expect(await take('INVOICE', '2031/01')).toBe(3);
  });

  it('gives the number back when the issuing transaction rolls back: no gap', async () => {
    expect(await take('INVOICE', '2031/03')).toBe(1);
    const failed = db().transaction(async (tx) => {
      expect(await nextSeq(tx, 'INVOICE', '2031/03')).toBe(2);
      throw new Undone('the invoice could not be written');
    });
    await expect(failed).rejects.toBeInstanceOf(Undone);
    expect(await take('INVOICE', '2031/03')).toBe(2);
  });
});
