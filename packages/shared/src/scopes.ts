// Staff permissions carried in the JWT `scopes` claim.
import { z } from 'zod';

export const SCOPES = [
  'CREATE_DROP',
  'CREATE_PRODUCT',
  'MANAGE_COUPONS',
  'READ_ORDERS',
  'CREATE_RECEIPT',
  'UPDATE_ORDERS',
] as const;
export const scopeSchema = z.enum(SCOPES);
export type Scope = z.infer<typeof scopeSchema>;
