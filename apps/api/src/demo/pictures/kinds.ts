// Every drawing the demo catalogue can use, and the backdrop tint of each category, so a
// category page reads as one photo session.
import type { Category } from '@shop/shared/enums';
import type { Backdrop, Draw } from './scene.ts';
import { armchair, kettle, mug, pottedPlant, tableLamp } from './shapes/home.ts';
import { backpack, handbag, sunglasses, wristwatch } from './shapes/accessories.ts';
import { books, boardGame, giftBox } from './shapes/other.ts';
import { bicycle, dumbbell, football, tennisRacket, yogaMat } from './shapes/sport.ts';
import { buildingBlocks, robot, teddyBear, toyCar } from './shapes/toys.ts';
import { camera, headphones, laptop, smartphone, speaker } from './shapes/electronics.ts';
import { hoodie, pufferJacket, sneakers, tshirt } from './shapes/clothing.ts';

export const PICTURE_KINDS = {
  headphones,
  smartphone,
  laptop,
  speaker,
  camera,
  pufferJacket,
  hoodie,
  tshirt,
  sneakers,
  wristwatch,
  backpack,
  sunglasses,
  handbag,
  tableLamp,
  kettle,
  pottedPlant,
  armchair,
  mug,
  football,
  dumbbell,
  tennisRacket,
  bicycle,
  yogaMat,
  teddyBear,
  buildingBlocks,
  toyCar,
  robot,
  books,
  giftBox,
  boardGame,
} satisfies Record<string, Draw>;

export type PictureKind = keyof typeof PICTURE_KINDS;

export const CATEGORY_BACKDROPS: Record<Category, Backdrop> = {
  ELECTRONICS: { light: '#eef1f6', edge: '#cdd5e1' },
  CLOTHING: { light: '#f7f0e8', edge: '#e3d3c1' },
  ACCESSORIES: { light: '#f3eef7', edge: '#d9cde6' },
  HOME_AND_GARDEN: { light: '#eef4ec', edge: '#cddcc8' },
  SPORT: { light: '#eaf5f3', edge: '#c4e0da' },
  TOYS: { light: '#fdf1ea', edge: '#f1d4c6' },
  OTHER: { light: '#f6f2e9', edge: '#ddd5c3' },
};
