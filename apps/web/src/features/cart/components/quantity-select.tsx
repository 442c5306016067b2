// The quantity of a cart line: a select of 1..stock. A line that
// holds more than is left keeps its current number visible until the shopper lowers it.
import { useId } from 'react';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/select.tsx';

/** Enough for any outlet lot; keeps the list usable when a staff product has a large stock. */
const MAX_OPTIONS = 100;

export interface QuantitySelectProps {
  value: number;
  stock: number;
  disabled?: boolean;
  productName: string;
  onChange: (quantity: number) => void;
}

export function QuantitySelect({
  value,
  stock,
  disabled,
  productName,
  onChange,
}: QuantitySelectProps) {
  const id = useId();
  const max = Math.min(Math.max(stock, 1), MAX_OPTIONS);
  const options = Array.from({ length: max }, (_, i) => i + 1);
  if (value > max) options.push(value);
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-sm text-slate-600">
        Ilość
        <span className="sr-only"> – {productName}</span>
      </Label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        className="w-20"
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((quantity) => (
          <option key={quantity} value={quantity} disabled={quantity > stock}>
            {quantity}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
