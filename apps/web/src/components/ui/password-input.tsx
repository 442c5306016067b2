// A password field with a show/hide button ("Pokaż hasło"), so a shopper on a phone can check
// what they typed; the field goes back to hidden when its form resets it.
import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { Input } from './input.tsx';

export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className={cn('relative', className)}>
      <Input type={shown ? 'text' : 'password'} className="pr-12" {...props} />
      <button
        type="button"
        aria-pressed={shown}
        aria-label={shown ? 'Ukryj hasło' : 'Pokaż hasło'}
        title={shown ? 'Ukryj hasło' : 'Pokaż hasło'}
        onClick={() => setShown((value) => !value)}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {shown ? (
          <EyeOff className="size-5" aria-hidden="true" />
        ) : (
          <Eye className="size-5" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
