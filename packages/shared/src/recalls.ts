// A product recall (GPSR art. 35-36; decision 039): POST /products/{id}/recall with the notice
// its buyers read; the answer says how many orders' buyers were told.
import { z } from 'zod';

export const RECALL_NOTICE_MIN = 20;
export const RECALL_NOTICE_MAX = 5_000;

export const recallRequestSchema = z.object({
  notice: z
    .string({ error: 'Opisz zagrożenie i co kupujący ma zrobić' })
    .trim()
    .min(
      RECALL_NOTICE_MIN,
      `Opisz zagrożenie i co kupujący ma zrobić (co najmniej ${RECALL_NOTICE_MIN} znaków)`,
    )
    .max(RECALL_NOTICE_MAX, `Komunikat może mieć najwyżej ${RECALL_NOTICE_MAX} znaków`),
});
export type RecallRequest = z.infer<typeof recallRequestSchema>;

export const productRecallSchema = z.object({
  id: z.number().int(),
  recalledAt: z.string(),
  /** Orders whose buyers the PRODUCT_RECALLED e-mail goes to. */
  notified: z.number().int(),
});
export type ProductRecall = z.infer<typeof productRecallSchema>;
