// The two checkout steps, 'Wysyłka' then 'Potwierdzenie', with the current one marked.
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

export type CheckoutStep = 'shipping' | 'confirmation';

const steps: readonly { id: CheckoutStep; label: string }[] = [
  { id: 'shipping', label: 'Wysyłka' },
  { id: 'confirmation', label: 'Potwierdzenie' },
];

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <nav aria-label="Kroki zamówienia" className="mb-6">
      <ol className="flex items-center gap-3 text-sm font-semibold">
        {steps.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li key={step.id} className="flex items-center gap-3">
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-px w-8 sm:w-16',
                    done || active ? 'bg-brand-600' : 'bg-slate-300',
                  )}
                />
              )}
              <span
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-2',
                  active ? 'text-slate-900' : done ? 'text-brand-700' : 'text-slate-500',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 items-center justify-center rounded-full text-xs',
                    active && 'bg-brand-700 text-white',
                    done && 'bg-brand-100 text-brand-800',
                    !active && !done && 'bg-slate-200 text-slate-600',
                  )}
                >
                  {done ? <Check className="size-4" strokeWidth={3} /> : index + 1}
                </span>
                {step.label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
