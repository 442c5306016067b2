// „Zapamiętaj BLIK w tym sklepie”, at checkout and on an unpaid order: the unticked consent that
// lets this BLIK payment remember the shopper's BLIK for the next ones (docs/payments-blik.md).
import { BLIK_REMEMBER_LABEL } from '@shop/shared/blik';
import { Checkbox } from '@/components/ui/checkbox.tsx';

/** The unticked consent to remember BLIK, with what it means. */
export function RememberBlik({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="grid gap-0.5">
      <Checkbox
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        label={BLIK_REMEMBER_LABEL}
      />
      <p className="pl-7.5 text-xs text-slate-600">
        Następne zamówienia zapłacisz bez kodu: tylko potwierdzisz w aplikacji banku. Zapamiętany
        BLIK usuniesz w Ustawieniach.
      </p>
    </div>
  );
}
