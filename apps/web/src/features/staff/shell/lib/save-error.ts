// The error toasts of the staff forms: a missing scope, a validation refusal
// with the server's own message, a duplicate, or a plain failure.
import { toast } from '@/components/ui/toast.ts';
import { isApiError } from '@/lib/api-client.ts';
import type { Scope } from '@shop/shared/scopes';

export interface SaveErrorTexts {
  scope: Scope;
  /** Shown after 'Błąd walidacji' when the server gave no message of its own. */
  invalid: string;
  failed: string;
}

export function toastSaveError(error: unknown, texts: SaveErrorTexts): void {
  const destructive = { variant: 'destructive' } as const;
  if (isApiError(error, 403)) {
    toast({
      title: 'Błąd',
      description: `Brak wymaganego uprawnienia: ${texts.scope}`,
      ...destructive,
    });
  } else if (isApiError(error, 400)) {
    const own = error.code !== 'HttpError' && error.message ? error.message : texts.invalid;
    toast({ title: 'Błąd walidacji', description: own, ...destructive });
  } else if (isApiError(error, 409)) {
    // A conflict (e.g. a coupon code that exists) says what to change; a retry would not help.
    toast({ title: 'Błąd', description: error.message, ...destructive });
  } else {
    toast({ title: 'Błąd', description: texts.failed, ...destructive });
  }
}
