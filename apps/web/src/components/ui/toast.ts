// Toasts: one at a time (a new one replaces the shown one), 5000 ms, swipe right 50 px to
// dismiss. Call toast() from anywhere, also outside React:
//   toast({ title: 'Hasło zostało zmienione' })
//   toast({ title: 'Błąd zmiany hasła', description: '...', variant: 'destructive' })
// The view, <Toaster /> (toaster.tsx), is loaded after the first page and rendered once in
// app/providers.tsx; a toast shown before it arrives waits here.

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ShownToast extends ToastOptions {
  id: number;
  open: boolean;
}

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

let shown: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function setShown(next: ShownToast | null) {
  shown = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast, replacing the one on screen. */
export function toast(options: ToastOptions): void {
  setShown({ ...options, id: nextId++, open: true });
}

/** Hides the toast on screen, if any. */
export function dismissToast(): void {
  if (shown) setShown({ ...shown, open: false });
}

/** The toast on screen, for the view. */
export const shownToast = () => shown;

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
