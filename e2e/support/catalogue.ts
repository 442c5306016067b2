// Catalogue data for the storefront browser tests, created through the staff API with unique
// names so parallel files never share it: drops at any start time, products of any
// category, condition, price type and stock, and real PNG pictures.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { safetyFields } from './product-safety.ts';
import { STAFF } from './staff.ts';

export const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

export interface Drop {
  id: number;
  slug: string;
  name: string;
  dropTime: string;
}

export interface ProductSpec {
  name?: string;
  description?: string;
  /** Market price in grosze (default 10 000: day-1 price 70,00 zł). */
  msrp?: number | null;
  /** Static price in grosze (STATIC products). */
  price?: number | null;
  priceType?: 'DYNAMIC_LEVELS' | 'STATIC';
  stock?: number;
  category?: string;
  condition?: string;
  sourceUrl?: string | null;
  /** Safety fields (GPSR) instead of the default ones of product-safety.ts. */
  safety?: Record<string, unknown>;
}

export interface Product extends Required<Omit<ProductSpec, 'price' | 'msrp' | 'safety'>> {
  id: number;
  dropId: number;
  msrp: number | null;
  price: number | null;
}

export class Catalogue {
  private constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  static async asStaff(request: APIRequestContext): Promise<Catalogue> {
    const response = await request.post('/api/auth/login', { data: STAFF });
    if (!response.ok()) throw new Error(`staff login failed: ${response.status()}`);
    return new Catalogue(request, ((await response.json()) as { token: string }).token);
  }

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  /** A drop starting `startsInMs` from now (negative: already started). */
  async drop(
    startsInMs: number,
    options: { name?: string; categories?: string[]; lobby?: boolean } = {},
  ) {
    const response = await this.request.post('/api/drops', {
      headers: this.headers,
      data: {
        name: options.name ?? unique('Kolekcja testowa'),
        shortDescription: 'Zwroty i nadwyżki sprawdzone przed wysyłką',
        description: 'Kolekcja przygotowana na potrzeby testów przeglądarkowych sklepu.',
        categories: options.categories ?? ['ELECTRONICS'],
        dropTime: new Date(Date.now() + startsInMs).toISOString(),
        ...(options.lobby === undefined ? {} : { lobby: options.lobby }),
      },
    });
    if (!response.ok()) throw new Error(`drop: ${response.status()} ${await response.text()}`);
    return (await response.json()) as Drop;
  }

  async product(dropId: number, spec: ProductSpec = {}): Promise<Product> {
    const product = {
      name: spec.name ?? unique('Produkt testowy'),
      description: spec.description ?? 'Sprawdzony egzemplarz ze zwrotu konsumenckiego.',
      msrp: spec.msrp === undefined ? 10_000 : spec.msrp,
      price: spec.price ?? null,
      priceType: spec.priceType ?? 'DYNAMIC_LEVELS',
      stock: spec.stock ?? 3,
      category: spec.category ?? 'ELECTRONICS',
      condition: spec.condition ?? 'NEW',
      sourceUrl: spec.sourceUrl ?? null,
    };
    const response = await this.request.post('/api/products', {
      headers: this.headers,
      data: {
        ...product,
        ...(spec.safety ?? (await safetyFields(this.request, this.headers))),
        dropId,
        purchasePrice: 100,
      },
    });
    if (!response.ok()) throw new Error(`product: ${response.status()} ${await response.text()}`);
    return { ...product, dropId, id: ((await response.json()) as { id: number }).id };
  }

  async products(dropId: number, count: number, spec: ProductSpec = {}): Promise<Product[]> {
    const created: Product[] = [];
    for (let i = 0; i < count; i += 1) {
      created.push(
        await this.product(dropId, { ...spec, name: spec.name && `${spec.name} ${i + 1}` }),
      );
    }
    return created;
  }

  /** Adds a manufacturer to the registry; answers its id. */
  async manufacturer(body: Record<string, unknown>): Promise<number> {
    const response = await this.request.post('/api/manufacturers', {
      headers: this.headers,
      data: body,
    });
    if (!response.ok())
      throw new Error(`manufacturer: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { id: number }).id;
  }

  /** Edits a product (e.g. stock 0: it sells out), as the staff form does: from its version. */
  async update(product: Product, changes: Omit<ProductSpec, 'safety'>) {
    const { id, dropId, ...current } = product;
    const read = await this.request.get(`/api/products/${id}`, { headers: this.headers });
    const { version } = (await read.json()) as { version: string };
    const response = await this.request.put(`/api/products/${id}`, {
      headers: this.headers,
      data: { ...current, ...changes, dropId, purchasePrice: 100, version },
    });
    if (!response.ok()) throw new Error(`update: ${response.status()} ${await response.text()}`);
  }

  /** Uploads a plain square PNG of the given colour; answers the product's image URLs. */
  async picture(productId: number, color: string): Promise<string[]> {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: color },
    })
      .png()
      .toBuffer();
    const response = await this.request.post(`/api/products/${productId}/images`, {
      headers: this.headers,
      multipart: { file: { name: 'zdjecie.png', mimeType: 'image/png', buffer: png } },
    });
    if (!response.ok()) throw new Error(`image: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { images: string[] }).images;
  }
}
