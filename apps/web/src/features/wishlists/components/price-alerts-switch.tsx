// The /wishlists switch „Powiadamiaj mnie e-mailem, gdy cena produktu z moich list spadnie”: a
// marketing e-mail, so it is off until the shopper turns it on (the consent's time is kept).
// docs/product-rules.md, "Powiadomienia o obniżkach".
import { BellRing } from 'lucide-react';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { usePriceAlerts, useSetPriceAlerts } from '../api/price-alerts.ts';

const LABEL = 'Powiadamiaj mnie e-mailem, gdy cena produktu z moich list spadnie';

export function PriceAlertsSwitch() {
  const alerts = usePriceAlerts();
  const change = useSetPriceAlerts();
  const on = change.isPending ? change.variables : (alerts.data?.enabled ?? false);

  const toggle = () =>
    change.mutate(!on, {
      onSuccess: (now) =>
        toast({
          title: now.enabled
            ? 'Powiadomienia o obniżkach włączone'
            : 'Powiadomienia o obniżkach wyłączone',
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Nie udało się zmienić powiadomień',
          description: errorMessage(error, 'Spróbuj ponownie za chwilę.'),
          variant: 'destructive',
        }),
    });

  return (
    <div className="mb-6 flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:items-center sm:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <BellRing className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span id="price-alerts-label" className="font-semibold text-slate-900">
          {LABEL}
        </span>
        <span className="text-sm text-slate-600">
          Jeden e-mail przy każdej obniżce ceny, najwyżej co dwa dni na produkt. Wyłączysz je tutaj
          w każdej chwili.
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="price-alerts-label"
        disabled={alerts.isPending || alerts.isError || change.isPending}
        onClick={toggle}
        // The track is 28 px high; the button around it is 44 px on phones, for a thumb.
        className="group inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-full focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 sm:min-h-0"
      >
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex h-7 w-12 items-center rounded-full transition-colors group-focus-visible:ring-2 group-focus-visible:ring-brand-500 group-focus-visible:ring-offset-2',
            on ? 'bg-brand-700' : 'bg-slate-300',
          )}
        >
          <span
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              on ? 'translate-x-6' : 'translate-x-1',
            )}
          />
        </span>
      </button>
    </div>
  );
}
