// The known deviations of a used or returned piece from the conformity the consumer rights act
// otherwise expects (ustawa o prawach konsumenta, art. 43b ust. 5; decision 039): the seller is
// not answerable for them only when the consumer „został wyraźnie poinformowany, że konkretna
// cecha towaru odbiega od wymagań zgodności z umową (…) oraz wyraźnie i odrębnie zaakceptował
// brak konkretnej cechy towaru”. The product page, the cart and checkout show each piece's text;
// checkout asks for a separate acceptance; the order keeps what was accepted and when.
import { z } from 'zod';
import { conditionLabels, type Condition } from './enums.ts';

/** The longest deviations text one piece may carry (the condition's label and staff's notes). */
const DEVIATIONS_MAX = 10_100;

/**
 * What a piece's buyer is told of its deviations: its condition when it is not new, with the
 * notes of staff's inspection. null for a new piece (its inspection notes describe no deviation).
 */
export function pieceDeviations(product: {
  condition: Condition;
  inspectionNotes: string | null;
}): string | null {
  if (product.condition === 'NEW') return null;
  const notes = product.inspectionNotes?.trim();
  const state = `Stan: ${conditionLabels[product.condition].toLowerCase()}.`;
  return notes ? `${state} ${notes}` : state;
}

/** The statement the buyer accepts at checkout, above the list of pieces and their deviations. */
export const DEVIATIONS_STATEMENT =
  'Wiem, że poniższe produkty odbiegają od cech produktu nowego i zgodnego z umową w sposób opisany przy każdym z nich, i wyraźnie akceptuję te odstępstwa (art. 43b ust. 5 ustawy o prawach konsumenta).';

/** The checkbox's label at checkout: unticked, separate from every other statement. */
export const DEVIATIONS_ACCEPTANCE_LABEL = 'Akceptuję opisane odstępstwa tych produktów';

/** One piece's deviations, as the order body says the buyer accepted them. */
export const acceptedDeviationSchema = z.object({
  productId: z.number({ error: 'Nieprawidłowy produkt' }).int('Nieprawidłowy produkt'),
  deviations: z
    .string({ error: 'Nieprawidłowy opis odstępstw' })
    .max(DEVIATIONS_MAX, 'Nieprawidłowy opis odstępstw'),
});
export type AcceptedDeviation = z.infer<typeof acceptedDeviationSchema>;

/** One piece of an order with the deviations its buyer was shown. */
export const orderDeviationSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  deviations: z.string(),
});
export type OrderDeviation = z.infer<typeof orderDeviationSchema>;

/** What an order keeps of its pieces' deviations: null when none of its pieces has any. */
export const orderDeviationsSchema = z
  .object({
    pieces: z.array(orderDeviationSchema),
    /** The statement shown above them (DEVIATIONS_STATEMENT when the order was placed). */
    statement: z.string(),
    /**
     * When the buyer accepted them at checkout; null when the order came without the acceptance
     * (the specification's body): then the deviations are not covered by it.
     */
    acceptedAt: z.string().nullable(),
  })
  .nullable();
export type OrderDeviations = z.infer<typeof orderDeviationsSchema>;

/** The pieces whose deviations the body did not accept word for word (all of them if none). */
export function unacceptedPieces(
  pieces: readonly OrderDeviation[],
  accepted: readonly AcceptedDeviation[],
): OrderDeviation[] {
  return pieces.filter(
    (piece) =>
      !accepted.some(
        (line) => line.productId === piece.productId && line.deviations === piece.deviations,
      ),
  );
}
