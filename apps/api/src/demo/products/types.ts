// The shape of a demo product: prices in whole złoty for readability (the seed converts them to
// grosze), a drop by key, and the drawing its pictures are made from.
import type { Category, Condition } from '@shop/shared/enums';
import type { PictureKind } from '../pictures/kinds.ts';

export interface PictureSpec {
  kind: PictureKind;
  main: string;
  accent: string;
  /** How many pictures: 1 = hero; 2 = hero and the other side; 3 = and a close-up. */
  views: 1 | 2 | 3;
}

export interface DemoProduct {
  drop: string;
  name: string;
  description: string;
  category: Category;
  condition: Condition;
  /** Market price (zł). */
  msrp: number;
  /** A fixed price (zł) makes the product STATIC; without it the price follows the schedule. */
  price?: number;
  purchasePrice: number;
  /** 0 = already sold out. */
  stock: number;
  sourceUrl?: string;
  picture: PictureSpec;
}
