// At checkout, before „Zamawiam i płacę”: the known deviations of each used or returned piece,
// and the buyer's separate, unticked acceptance of them (art. 43b ust. 5 of the consumer rights
// act; docs/decisions/039). The order cannot be placed until it is ticked.
import type { CartItem } from '@shop/shared/cart';
import { DEVIATIONS_ACCEPTANCE_LABEL, DEVIATIONS_STATEMENT } from '@shop/shared/deviations';
import { Checkbox } from '@/components/ui/checkbox.tsx';

/** The pieces of these lines that carry deviations. */
export const piecesWithDeviations = (items: readonly CartItem[]) =>
  items.flatMap(({ product }) =>
    product.deviations
      ? [{ productId: product.id, name: product.name, deviations: product.deviations }]
      : [],
  );

export function DeviationsAcceptance({
  items,
  accepted,
  onAcceptedChange,
}: {
  items: readonly CartItem[];
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
}) {
  const pieces = piecesWithDeviations(items);
  if (pieces.length === 0) return null;
  return (
    <section
      aria-labelledby="deviations-title"
      className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5"
    >
      <h2 id="deviations-title" className="text-base font-semibold text-slate-900">
        Stan produktów po zwrocie i używanych
      </h2>
      <p className="text-sm text-slate-700">{DEVIATIONS_STATEMENT}</p>
      <ul className="grid gap-2 text-sm">
        {pieces.map((piece) => (
          <li key={piece.productId} className="rounded-lg border border-amber-200 bg-white p-3">
            <p className="font-medium text-slate-900">{piece.name}</p>
            <p className="text-slate-700">{piece.deviations}</p>
          </li>
        ))}
      </ul>
      <Checkbox
        label={DEVIATIONS_ACCEPTANCE_LABEL}
        checked={accepted}
        onCheckedChange={(value) => onAcceptedChange(value === true)}
      />
    </section>
  );
}
