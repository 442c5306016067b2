// Staff permissions carried in the JWT `scopes` claim.
import { z } from 'zod';

export const SCOPES = [
  'CREATE_DROP',
  'CREATE_PRODUCT',
  'MANAGE_COUPONS',
  'READ_ORDERS',
  'CREATE_RECEIPT',
  'UPDATE_ORDERS',
  /** Withdrawals and complaints: the /admin/returns queue, accepting or rejecting them. */
  'MANAGE_RETURNS',
] as const;
export const scopeSchema = z.enum(SCOPES);
export type Scope = z.infer<typeof scopeSchema>;
