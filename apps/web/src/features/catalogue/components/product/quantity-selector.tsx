// Quantity: at least 1, at most the current stock; a typed value is clamped;
// minus is disabled at 1 and plus at the stock.
import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

export function clampQuantity(value: number, stock: number): number {
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, stock));
}

export interface QuantitySelectorProps {
  value: number;
  onChange: (value: number) => void;
  stock: number;
  disabled?: boolean;
}

export function QuantitySelector({ value, onChange, stock, disabled }: QuantitySelectorProps) {
  // What the shopper is typing; empty while the field is cleared, committed on blur.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="inline-flex items-center rounded-lg border border-slate-300 bg-white shadow-sm">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Zmniejsz ilość"
        disabled={disabled || value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, stock))}
        className="rounded-r-none"
      >
        <Minus aria-hidden="true" />
      </Button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, stock)}
        step={1}
        aria-label="Ilość"
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => {
          const typed = event.target.value;
          const number = Number.parseInt(typed, 10);
          if (Number.isNaN(number)) {
            setDraft(typed);
            return;
          }
          setDraft(null);
          onChange(clampQuantity(number, stock));
        }}
        onBlur={() => setDraft(null)}
        className="h-11 w-14 [appearance:textfield] sm:h-10 border-x border-slate-200 bg-transparent text-center text-base font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-slate-400 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label="Zwiększ ilość"
        disabled={disabled || value >= stock}
        onClick={() => onChange(clampQuantity(value + 1, stock))}
        className="rounded-l-none"
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
