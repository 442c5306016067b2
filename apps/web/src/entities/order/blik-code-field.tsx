// The BLIK code field, at checkout and on an unpaid order: six digits on the numeric keyboard,
// filled from the system's one-time-code suggestion; "777 123" and "777-123" are taken as typed.
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';

export interface BlikCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  hint: string;
  error?: string;
  className?: string;
}

export function BlikCodeField({ value, onChange, hint, error, className }: BlikCodeFieldProps) {
  return (
    <FormField
      label="Kod BLIK"
      hint={hint}
      error={error}
      className={cn('w-56 max-w-full', className)}
    >
      <Input
        value={value}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 \-]*"
        maxLength={7}
        placeholder="000 000"
        className="bg-white text-center font-mono text-lg tracking-[0.3em]"
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
