// The toast on screen (one at a time, 5000 ms, swipe right 50 px to dismiss), from the store in
// toast.ts. On a phone it shows at the top: at the bottom it would cover the sticky buy bar and
// the checkout's total and „Zamawiam i płacę”. Loaded lazily by app/providers.tsx: Radix's toast code stays off the first load.
import { useSyncExternalStore } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import {
  dismissToast,
  shownToast,
  subscribeToToasts,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastVariant,
} from './toast.ts';

const variantStyles: Record<ToastVariant, { icon: typeof Info; className: string }> = {
  default: { icon: Info, className: 'border-slate-200 [&_.toast-icon]:text-slate-500' },
  success: { icon: CircleCheck, className: 'border-green-200 [&_.toast-icon]:text-green-600' },
  destructive: { icon: CircleAlert, className: 'border-red-200 [&_.toast-icon]:text-red-600' },
};

export function Toaster() {
  // No toast in a page rendered on the server (nor while the browser hydrates it).
  const current = useSyncExternalStore(subscribeToToasts, shownToast, () => null);
  const style = variantStyles[current?.variant ?? 'default'];
  const Icon = style.icon;
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Powiadomienie"
    >
      {current && (
        <RadixToast.Root
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) dismissToast();
          }}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'toast-root relative flex w-full items-start gap-3 rounded-xl border bg-white p-4 pr-14 shadow-lg sm:pr-10',
            style.className,
          )}
        >
          <Icon className="toast-icon mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold text-slate-900">
              {current.title}
            </RadixToast.Title>
            {current.description && (
              <RadixToast.Description className="text-sm text-slate-600">
                {current.description}
              </RadixToast.Description>
            )}
          </div>
          <RadixToast.Close
            aria-label="Zamknij"
            className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-md text-slate-400 sm:top-3 sm:right-3 sm:size-auto sm:p-1 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="size-4" aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport
        label="Powiadomienia ({hotkey})"
        className="fixed top-0 right-0 z-[100] flex w-full max-w-sm flex-col p-4 outline-none sm:top-auto sm:right-2 sm:bottom-2"
      />
    </RadixToast.Provider>
  );
}
