// At checkout with an invoice: the buyer's own declaration that the purchase is professional,
// unticked by default (docs/decisions/038).
import { Checkbox } from '@/components/ui/checkbox.tsx';

/**
 * The buyer's own declaration (ustawa o prawach konsumenta, art. 7aa and 38a): a NIP on the
 * invoice keeps the consumer's rights unless the purchase is in the buyer's professional line.
 */
export function ProfessionalPurchase({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="grid gap-1 rounded-xl border border-slate-200 bg-white p-4">
      <Checkbox
        label="Kupuję w ramach zawodowego charakteru mojej działalności"
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
      />
      <p className="text-xs text-slate-600">
        Zaznacz tylko wtedy, gdy zakup jest związany z tym, czym zawodowo zajmuje się Twoja firma:
        nie przysługuje wtedy prawo odstąpienia od umowy. Osoba prowadząca jednoosobową działalność,
        która kupuje na inne potrzeby, zachowuje prawa konsumenta także z NIP na fakturze.
      </p>
    </div>
  );
}
