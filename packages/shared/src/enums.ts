// Domain enumerations with their Polish labels.
import { z } from 'zod';

export const CATEGORIES = [
  'CLOTHING',
  'ACCESSORIES',
  'ELECTRONICS',
  'HOME_AND_GARDEN',
  'SPORT',
  'TOYS',
  'OTHER',
] as const;
export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;
export const categoryLabels: Record<Category, string> = {
  CLOTHING: 'Odzież',
  ACCESSORIES: 'Akcesoria',
  ELECTRONICS: 'Elektronika',
  HOME_AND_GARDEN: 'Dom i Ogród',
  SPORT: 'Sport',
  TOYS: 'Zabawki',
  OTHER: 'Inne',
};

export const CONDITIONS = ['NEW', 'USED', 'MISSING_PARTS', 'DEFECTIVE'] as const;
export const conditionSchema = z.enum(CONDITIONS);
export type Condition = z.infer<typeof conditionSchema>;
export const conditionLabels: Record<Condition, string> = {
  NEW: 'Nowy',
  USED: 'Po zwrocie/używany',
  MISSING_PARTS: 'Brakujące części',
  DEFECTIVE: 'Uszkodzony',
};

/**
 * RESERVED: no piece is free, but some are held by unpaid orders and come back if those expire.
 * SOLD_OUT: every piece is paid for.
 */
export const PRODUCT_STATUSES = [
  'UPCOMING',
  'AVAILABLE',
  'RESERVED',
  'NOT_AVAILABLE',
  'SOLD_OUT',
] as const;
export const productStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof productStatusSchema>;

export const PRICE_TYPES = ['STATIC', 'DYNAMIC_LEVELS'] as const;
export const priceTypeSchema = z.enum(PRICE_TYPES);
export type PriceType = z.infer<typeof priceTypeSchema>;
export const priceTypeLabels: Record<PriceType, string> = {
  DYNAMIC_LEVELS: 'Dynamiczna - poziomowa',
  STATIC: 'Statyczna',
};

export const ORDER_STATUSES = ['PENDING', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const orderStatusLabels: Record<OrderStatus, string> = {
  PENDING: 'Czeka na płatność',
  PAID: 'Opłacone',
  SHIPPED: 'Wysłane',
  DELIVERED: 'Dostarczone',
  CANCELLED: 'Anulowane',
};

export const SHIPPING_METHODS = ['INPOST_COURIER', 'INPOST_PARCEL_LOCKER'] as const;
export const shippingMethodSchema = z.enum(SHIPPING_METHODS);
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export const shippingMethodLabels: Record<ShippingMethod, string> = {
  INPOST_COURIER: 'Kurier InPost',
  INPOST_PARCEL_LOCKER: 'Paczkomat InPost',
};

export const DISCOUNT_TYPES = [
  'PERCENTAGE_OFF_ORDER',
  'FIXED_AMOUNT_OFF_ORDER',
  'PERCENTAGE_OFF_CHEAPEST_PRODUCT',
  'FIXED_AMOUNT_OFF_CHEAPEST_PRODUCT',
  'FREE_SHIPPING',
] as const;
export const discountTypeSchema = z.enum(DISCOUNT_TYPES);
export type DiscountType = z.infer<typeof discountTypeSchema>;

export const discountTypeLabels: Record<DiscountType, string> = {
  PERCENTAGE_OFF_ORDER: 'Procent od zamówienia',
  FIXED_AMOUNT_OFF_ORDER: 'Kwota od zamówienia',
  PERCENTAGE_OFF_CHEAPEST_PRODUCT: 'Procent od najtańszego produktu',
  FIXED_AMOUNT_OFF_CHEAPEST_PRODUCT: 'Kwota od najtańszego produktu',
  FREE_SHIPPING: 'Darmowa wysyłka',
};
