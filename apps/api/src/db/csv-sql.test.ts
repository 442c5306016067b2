import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDb } from '../test/harness.ts';
import {
  csvLabelSql,
  csvLineSql,
  csvMoneySql,
  csvNumberSql,
  csvTextSql,
  csvTimeSql,
} from './csv-sql.ts';
import { csvLines } from '../http/csv.ts';

describeEachDb('CSV cells made by the database', (ctx) => {
  const lineOf = async (cells: ReturnType<typeof sql>[]) => {
    const { rows } = (await ctx().app.db.execute(sql`SELECT ${csvLineSql(cells)} AS line`)) as {
      rows: { line: string }[];
    };
    return rows[0]!.line;
  };

  it('quotes only what needs it, money with a comma, Warsaw time, empty for NULL', async () => {
    const line = await lineOf([
      csvTextSql(sql`${'Kowalski; Nowak'}::text`),
      csvTextSql(sql`${'Sklep "Pod Lipą"'}::text`),
      csvTextSql(sql`${'zwykły tekst'}::text`),
      csvTextSql(sql`NULL::text`),
      csvMoneySql(sql`${123_450}::int`),
      csvMoneySql(sql`${-5}::int`),
      csvMoneySql(sql`NULL::int`),
      csvTimeSql(sql`${'2027-03-31T21:30:00Z'}::timestamptz`),
      csvTimeSql(sql`${'2027-01-15T11:05:00Z'}::timestamptz`),
      csvNumberSql(sql`${42}::int`),
      csvLabelSql(sql`${'PAID'}::text`, { PAID: 'Opłacone' }),
      csvLabelSql(sql`${'NEW'}::text`, { PAID: 'Opłacone' }),
    ]);
    expect(line).toBe(
      '"Kowalski; Nowak";"Sklep ""Pod Lipą""";zwykły tekst;;1234,50;-0,05;;2027-03-31 23:30;2027-01-15 12:05;42;Opłacone;NEW\r\n',
    );
  });

  it('a line break inside a cell is quoted, so the row stays one record', async () => {
    const line = await lineOf([csvTextSql(sql`${'pierwsza\ndruga'}::text`), csvNumberSql(sql`1`)]);
    expect(line).toBe('"pierwsza\ndruga";1\r\n');
  });

  it('text that would run as a formula gets an apostrophe, as http/csv.ts writes it; negative numbers stay', async () => {
    const values = [
      '=1+1',
      '+48 500 100 200',
      '-2+3',
      '@SUM(A1)',
      '\tukryte',
      '\r=1',
      '-12,50',
      '-7',
      '=A1;B1',
      'zwykły-tekst',
      'a=b',
    ];
    const line = await lineOf(values.map((value) => csvTextSql(sql`${value}::text`)));
    expect(line).toBe(csvLines([values]));
    expect(line).toBe(
      `'=1+1;'+48 500 100 200;'-2+3;'@SUM(A1);'\tukryte;"'\r=1";-12,50;-7;"'=A1;B1";zwykły-tekst;a=b\r\n`,
    );
  });
});
