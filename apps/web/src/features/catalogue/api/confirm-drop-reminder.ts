// POST /drop-reminders/confirm {confirmToken}: the reminder e-mail's link confirms the address.
import { useMutation } from '@tanstack/react-query';
import { confirmedDropReminderSchema } from '@shop/shared/reminders';
import { api } from '@/lib/api-client.ts';

export function useConfirmDropReminder() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post(
        '/drop-reminders/confirm',
        { confirmToken: token },
        { schema: confirmedDropReminderSchema },
      ),
  });
}
