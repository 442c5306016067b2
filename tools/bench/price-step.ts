// Reads must stay right while prices step. A "step drop" is placed so that its products go from
// level 0 (70 % of msrp) to level 1 (60 %) in the middle of a load run; a watcher reads them the
// whole time and checks every answer against the shared price rules at the moment of the read.
import type pg from 'pg';
import { omnibusPrice } from '@shop/shared/omnibus';
import {
  DAY_MS,
  LEVEL_MS,
  nextPriceDropTime,
  plannedPrices,
  priceAt,
} from '@shop/shared/price-schedule';
import {
  insertDrops,
  insertProducts,
  type BenchDrop,
  type BenchProduct,
} from './catalogue-data.ts';

export interface StepDrop {
  drop: BenchDrop;
  products: BenchProduct[];
  /** When the prices fall. */
  boundary: Date;
}

export interface StepReport {
  reads: number;
  /** Reads answered with the price before the step and after it. */
  before: number;
  after: number;
  problems: string[];
}

export async function addStepDrop(
  client: pg.Client,
  ids: { drop: number; product: number },
  boundary: Date,
  count: number,
): Promise<StepDrop> {
  const [drop] = await insertDrops(
    client,
    [new Date(boundary.getTime() - LEVEL_MS)],
    ids.drop,
    'Step',
  );
  const products = await insertProducts(client, [drop!], count, ids.product, ids.drop);
  return { drop: drop!, products, boundary };
}

interface Seen {
  price: number;
  omnibusPrice: number;
  drop: { nextPriceDropTime: string | null };
}

/** What the product must show at `at`: price, omnibus price, next price fall. */
function expected(product: BenchProduct, dropTime: Date, at: Date) {
  const history = plannedPrices(product, dropTime, new Date(dropTime.getTime() - DAY_MS));
  const price = priceAt(product, dropTime, at);
  return {
    price,
    omnibusPrice: omnibusPrice(history, at, price),
    next: nextPriceDropTime(dropTime, at)?.toISOString() ?? null,
  };
}

const matches = (seen: Seen, want: ReturnType<typeof expected>) =>
  seen.price === want.price &&
  seen.omnibusPrice === want.omnibusPrice &&
  seen.drop.nextPriceDropTime === want.next;

/** Reads the step drop's products (one by one and as a list) until `until`. */
export async function watchPrices(
  baseUrl: string,
  step: StepDrop,
  until: Date,
): Promise<StepReport> {
  const report: StepReport = { reads: 0, before: 0, after: 0, problems: [] };
  const { dropTime } = step.drop;
  const problem = (text: string) => {
    if (report.problems.length < 10) report.problems.push(text);
  };
  for (let i = 0; Date.now() < until.getTime(); i += 1) {
    const product = step.products[i % step.products.length]!;
    const asList = i % 5 === 4;
    const from = new Date();
    const url = asList
      ? `${baseUrl}/api/products/drop/${step.drop.id}?page=0&count=100`
      : `${baseUrl}/api/products/${product.id}`;
    const res = await fetch(url);
    const to = new Date();
    report.reads += 1;
    if (!res.ok) {
      problem(`${url}: HTTP ${res.status}`);
      continue;
    }
    const body = (await res.json()) as Seen & { id: number; items?: (Seen & { id: number })[] };
    const seen = asList ? body.items! : [body];
    // One answer is computed at one moment: every product of a list on the same side of the step.
    const side = [from, to].find((at) =>
      seen.every((s) =>
        matches(
          s,
          expected(
            step.products.find((p) => p.id === s.id)!,
            dropTime,
            at,
          ),
        ),
      ),
    );
    if (!side) {
      problem(
        `${url}: ${JSON.stringify(seen.slice(0, 2).map((s) => [s.id, s.price, s.omnibusPrice, s.drop.nextPriceDropTime]))} between ${from.toISOString()} and ${to.toISOString()}`,
      );
    } else if (side.getTime() < step.boundary.getTime()) report.before += 1;
    else report.after += 1;
  }
  return report;
}
