// What the account's settings say when a change could not be saved: the server's own reason, or
// when it gave none (a lost connection, a server error), that it failed.
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';

export const SAVE_FAILED = 'Nie udało się zapisać zmian, spróbuj ponownie później';

/** Says, as a notice, that a change was not saved and why. */
export const saveFailed = (error: Error) =>
  toast({ title: errorMessage(error, SAVE_FAILED), variant: 'destructive' });
