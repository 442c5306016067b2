// A large, believable catalogue written straight into PostgreSQL with a few bulk INSERTs
// (unnest of arrays): drops spread over the whole schedule and ~10,000 products with images and
// the price history the API expects (planned steps with their omnibus prices, shared rules).
import type pg from 'pg';
import { CATEGORIES, CONDITIONS, type Category } from '@shop/shared/enums';
import { withOmnibusPrices } from '@shop/shared/omnibus';
import { DAY_MS, HOUR_MS, plannedPrices } from '@shop/shared/price-schedule';

export interface BenchProduct {
  id: number;
  dropId: number;
  priceType: 'STATIC' | 'DYNAMIC_LEVELS';
  msrp: number;
  price: number | null;
  stock: number;
}

export interface BenchDrop {
  id: number;
  dropTime: Date;
}

const NOUNS: Record<Category, string[]> = {
  ELECTRONICS: ['Słuchawki', 'Smartfon', 'Laptop', 'Głośnik', 'Aparat', 'Tablet', 'Monitor'],
  CLOTHING: ['Kurtka', 'Bluza', 'Koszulka', 'Sneakersy', 'Spodnie', 'Sukienka', 'Płaszcz'],
  ACCESSORIES: ['Zegarek', 'Plecak', 'Okulary', 'Torebka', 'Portfel', 'Pasek', 'Szalik'],
  HOME_AND_GARDEN: ['Lampa', 'Czajnik', 'Fotel', 'Kubek', 'Donica', 'Odkurzacz', 'Żelazko'],
  SPORT: ['Rower', 'Piłka', 'Hantle', 'Rakieta', 'Mata', 'Kask', 'Rolki'],
  TOYS: ['Klocki', 'Miś', 'Robot', 'Samochodzik', 'Lalka', 'Puzzle', 'Kolejka'],
  OTHER: ['Książka', 'Gra planszowa', 'Zestaw prezentowy', 'Walizka', 'Parasol', 'Kalendarz'],
};
const BRANDS = [
  'Sony',
  'Xiaomi',
  'Bosch',
  'Adidas',
  'Nike',
  'Philips',
  'Lego',
  'Wittchen',
  'Kross',
];
const CITIES = ['Łódź', 'Kraków', 'Gdańsk', 'Wrocław', 'Poznań', 'Zakopane', 'Białystok'];

/** Words shoppers search for: folded forms ("sluchawki" finds "Słuchawki"), brands, cities. */
export const SEARCH_TERMS = [
  'sluchawki',
  'kurtka',
  'lampa',
  'rower',
  'plecak',
  'zegarek',
  'klocki',
  'sony',
  'lodz',
  'krakow',
];

/** A small deterministic generator, so every run benchmarks the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Drop times over the whole life of a drop: ended, every schedule day, upcoming. */
export function dropTimes(count: number, now: Date): Date[] {
  return Array.from({ length: count }, (_, i) => {
    const slot = i % 20; // 0-2 ended, 3-16 days 1..14, 17-19 upcoming
    const hoursAgo =
      slot < 3 ? (16 + slot * 5) * 24 : slot < 17 ? (slot - 3) * 24 + 7 : -(slot - 16) * 24;
    return new Date(now.getTime() - hoursAgo * HOUR_MS);
  });
}

/**
 * Inserts rows column by column: `columns` maps a column to its values and SQL array type;
 * `constants` maps columns to one SQL expression for every row.
 */
async function insertColumns(
  client: pg.Client,
  table: string,
  columns: Record<string, [unknown[], string]>,
  constants: Record<string, string> = {},
) {
  const names = [...Object.keys(columns), ...Object.keys(constants)];
  const selected = ['*', ...Object.values(constants)].join(', ');
  const types = Object.values(columns).map(([, type], i) => `$${i + 1}::${type}[]`);
  const rows = Object.values(columns)[0]![0].length;
  const chunk = 5000;
  for (let start = 0; start < rows; start += chunk) {
    const values = Object.values(columns).map(([v]) => v.slice(start, start + chunk));
    await client.query(
      `INSERT INTO ${table} (${names.join(', ')}) SELECT ${selected} FROM unnest(${types.join(', ')})`,
      values,
    );
  }
}

export async function insertDrops(
  client: pg.Client,
  times: Date[],
  firstId: number,
  label: string,
) {
  const ids = times.map((_, i) => firstId + i);
  await insertColumns(
    client,
    'drops',
    {
      id: [ids, 'integer'],
      name: [ids.map((id) => `${label} ${id}`), 'text'],
      slug: [ids.map((id) => `${label.toLowerCase()}-${id}`), 'text'],
      short_description: [ids.map(() => 'Kolekcja do testu wydajności'), 'text'],
      description: [ids.map(() => 'Zwroty konsumenckie i nadwyżki magazynowe.'), 'text'],
      drop_time: [times.map((t) => t.toISOString()), 'timestamptz'],
    },
    { categories: `ARRAY[${CATEGORIES.map((c) => `'${c}'`).join(', ')}]` },
  );
  await client.query(`SELECT setval('drops_id_seq', (SELECT max(id) FROM drops))`);
  return ids.map((id, i) => ({ id, dropTime: times[i]! }));
}

/** Products of `drops` (round robin), with 1-2 image rows and their full price history. */
export async function insertProducts(
  client: pg.Client,
  drops: BenchDrop[],
  count: number,
  firstId: number,
  seed: number,
): Promise<BenchProduct[]> {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const products: (BenchProduct & Record<string, unknown>)[] = [];
  for (let i = 0; i < count; i += 1) {
    const category = pick(CATEGORIES);
    const msrp = Math.round(20 + rnd() ** 2 * 5000) * 100;
    const dynamic = rnd() < 0.75;
    const noun = pick(NOUNS[category]);
    products.push({
      id: firstId + i,
      dropId: drops[i % drops.length]!.id,
      priceType: dynamic ? 'DYNAMIC_LEVELS' : 'STATIC',
      msrp,
      price: dynamic ? null : Math.round((msrp * (40 + rnd() * 30)) / 100),
      stock: rnd() < 0.8 ? 1 : 1 + Math.floor(rnd() * 5),
      name: `${noun} ${pick(BRANDS)} ${String.fromCharCode(65 + Math.floor(rnd() * 26))}${100 + i}`,
      description: `${noun} w bardzo dobrym stanie, wysyłka z magazynu ${pick(CITIES)}.`,
      category,
      condition: pick(CONDITIONS),
    });
  }
  const column = (key: string, type: string): [unknown[], string] => [
    products.map((p) => p[key]),
    type,
  ];
  await insertColumns(client, 'products', {
    id: column('id', 'integer'),
    drop_id: column('dropId', 'integer'),
    name: column('name', 'text'),
    description: column('description', 'text'),
    price_type: column('priceType', 'text'),
    msrp: column('msrp', 'integer'),
    price: column('price', 'integer'),
    purchase_price: [products.map((p) => Math.round(p.msrp * 0.25)), 'integer'],
    stock: column('stock', 'integer'),
    category: column('category', 'text'),
    condition: column('condition', 'text'),
  });
  await client.query(`SELECT setval('products_id_seq', (SELECT max(id) FROM products))`);

  const images = products.flatMap((p) =>
    Array.from({ length: 1 + (p.id % 2) }, (_, position) => ({ productId: p.id, position })),
  );
  await insertColumns(client, 'product_images', {
    product_id: [images.map((i) => i.productId), 'integer'],
    position: [images.map((i) => i.position + 1), 'integer'],
    url: [images.map((i) => `/api/images/p${i.productId}-bench${i.position}-1200.webp`), 'text'],
  });

  // Products were entered the day before their drop opened, so the history covers every step.
  const dropTime = new Map(drops.map((d) => [d.id, d.dropTime]));
  const history = products.flatMap((p) => {
    const opens = dropTime.get(p.dropId)!;
    const points = plannedPrices(p, opens, new Date(opens.getTime() - DAY_MS));
    return withOmnibusPrices(points).map((point, i) => ({
      productId: p.id,
      ...point,
      reason: i === 0 ? 'CREATED' : 'SCHEDULE',
    }));
  });
  await insertColumns(client, 'price_history', {
    product_id: [history.map((h) => h.productId), 'integer'],
    effective_from: [history.map((h) => h.effectiveFrom.toISOString()), 'timestamptz'],
    price: [history.map((h) => h.price), 'integer'],
    omnibus_price: [history.map((h) => h.omnibusPrice), 'integer'],
    reason: [history.map((h) => h.reason), 'text'],
  });
  return products;
}
