// The demo catalogue: on a database without drops, a believable Polish outlet with finished,
// running and upcoming drops, ~60 products and locally drawn pictures. Everything goes
// through the same services as staff input (validation, slugs, price history, image pipeline).
import { createDropInputSchema, createProductInputSchema } from '@shop/shared/catalogue';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, Executor } from '../db/client.ts';
import { createDrop, listDrops } from '../modules/drops/index.ts';
import { deleteImageFiles, newImageBaseName, storeVariants } from '../modules/images/index.ts';
import { createImageStorage } from '../modules/images/index.ts';
import type { ImageStorage } from '../modules/images/index.ts';
import { attachProductImage, createProduct, takeStock } from '../modules/products/index.ts';
import { createManufacturer } from '../modules/products/index.ts';
import { manufacturerInputSchema } from '@shop/shared/product-safety';
import { DEMO_DROPS, dropTimeFor } from './drops.ts';
import {
  DEMO_MANUFACTURERS,
  demoManufacturerOf,
  demoSafety,
  type DemoManufacturer,
} from './product-safety.ts';
import { pictureRequests, renderPictureSet } from './picture-set.ts';
import { ACTIVE_AND_RETURNS_PRODUCTS } from './products/active-and-returns.ts';
import { ENDED_PRODUCTS } from './products/ended.ts';
import { HOME_AND_SCHOOL_PRODUCTS } from './products/home-and-school.ts';
import type { DemoProduct } from './products/types.ts';
import { UPCOMING_PRODUCTS } from './products/upcoming.ts';

export const DEMO_PRODUCTS: DemoProduct[] = [
  ...ENDED_PRODUCTS,
  ...HOME_AND_SCHOOL_PRODUCTS,
  ...ACTIVE_AND_RETURNS_PRODUCTS,
  ...UPCOMING_PRODUCTS,
];

/** Held while seeding, so replicas starting together seed once. */
const SEED_LOCK_ID = 724_012;
const grosze = (zloty: number) => Math.round(zloty * 100);

export interface SeedDeps {
  db: Db;
  storage: ImageStorage;
  now: Date;
  log: FastifyBaseLogger;
}

async function hasDrops(db: Executor, now: Date) {
  return (await listDrops(db, { page: 0, count: 1, upcoming: undefined }, now)).totalCount > 0;
}

function productInput(product: DemoProduct, dropId: number) {
  const isStatic = product.price !== undefined;
  return {
    dropId,
    name: product.name,
    description: product.description,
    priceType: isStatic ? 'STATIC' : 'DYNAMIC_LEVELS',
    msrp: grosze(product.msrp),
    price: isStatic ? grosze(product.price!) : null,
    purchasePrice: grosze(product.purchasePrice),
    // Sold-out pieces are created with one in stock and then sold, as in real life.
    stock: Math.max(product.stock, 1),
    category: product.category,
    condition: product.condition,
    sourceUrl: product.sourceUrl ?? null,
  };
}

/** Creates the demo manufacturers; answers their ids by key. */
async function createManufacturers(tx: Executor, now: Date) {
  const ids = new Map<DemoManufacturer, number>();
  for (const [key, input] of Object.entries(DEMO_MANUFACTURERS)) {
    const { id } = await createManufacturer(
      tx,
      manufacturerInputSchema.parse(input),
      undefined,
      now,
    );
    ids.set(key as DemoManufacturer, id);
  }
  return ids;
}

/** Creates the drops and products; answers the product ids in DEMO_PRODUCTS order. */
async function createCatalogue(tx: Executor, now: Date): Promise<number[]> {
  const manufacturerIds = await createManufacturers(tx, now);
  const dropIds = new Map<string, { id: number; dropTime: Date }>();
  for (const { key, timing, ...fields } of DEMO_DROPS) {
    const dropTime = dropTimeFor(timing, now);
    const input = createDropInputSchema.parse({ ...fields, dropTime: dropTime.toISOString() });
    dropIds.set(key, { id: (await createDrop(tx, input, now)).id, dropTime });
  }
  const ids: number[] = [];
  for (const [index, product] of DEMO_PRODUCTS.entries()) {
    const drop = dropIds.get(product.drop)!;
    const manufacturerId = manufacturerIds.get(demoManufacturerOf(product))!;
    const input = {
      ...productInput(product, drop.id),
      ...demoSafety(product, index, manufacturerId),
    };
    // Listed before its drop opened, as staff would: its price history starts at the opening
    // and holds every step since, so the 30-day lowest price tells the truth.
    const listedAt = new Date(Math.min(now.getTime(), drop.dropTime.getTime()));
    const { id } = await createProduct(tx, createProductInputSchema.parse(input), listedAt, {
      safetyRequired: true,
    });
    if (product.stock === 0) await takeStock(tx, id, 1);
    ids.push(id);
  }
  return ids;
}

/** Seeds the demo catalogue when there are no drops; answers whether it did. */
export async function seedDemoCatalogue({ db, storage, now, log }: SeedDeps): Promise<boolean> {
  if (await hasDrops(db, now)) return false;
  const started = performance.now();
  // Drawing runs on sharp's threads while the rows are written, so the two overlap.
  const rendering = renderPictureSet(DEMO_PRODUCTS);
  // Awaited below; marked handled now so a failure during the inserts is not "unhandled".
  rendering.catch(() => undefined);
  const storedUrls: string[] = [];
  try {
    const seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      if (await hasDrops(tx, now)) return false;
      const ids = await createCatalogue(tx, now);
      const pictures = await rendering;
      for (const [index, product] of DEMO_PRODUCTS.entries()) {
        const id = ids[index]!;
        for (const picture of pictureRequests(product)) {
          // Each product gets its own files, so deleting one product's image leaves others intact.
          const variants = pictures.get(picture.key)!;
          const url = await storeVariants(storage, newImageBaseName(id), variants);
          storedUrls.push(url);
          await attachProductImage(tx, id, url);
        }
      }
      return true;
    });
    if (seeded) {
      const ms = Math.round(performance.now() - started);
      log.info({ drops: DEMO_DROPS.length, products: DEMO_PRODUCTS.length, ms }, 'demo seeded');
    }
    return seeded;
  } catch (error) {
    log.error({ err: error }, 'demo catalogue not seeded; removing its image files');
    await Promise.all(storedUrls.map((url) => deleteImageFiles(storage, url, log)));
    throw error;
  } finally {
    // Another replica may have seeded first: let the drawing finish rather than run on unseen.
    await rendering.catch(() => undefined);
  }
}

/** Start-up step (runtime/start-up.ts): seeds when SEED_DEMO says so and the catalogue is empty. */
export async function seedDemoOnStart({
  config,
  db,
  log,
  now = new Date(),
}: {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<void> {
  if (!config.seedDemo) return;
  await seedDemoCatalogue({ db, storage: createImageStorage(config.images), now, log });
}
