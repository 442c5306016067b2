// POST /drops/{id}/reminders: „Przypomnij mi”. Logged in: confirmed at once (the query then
// says reminded); a guest sends an address and gets a confirmation link by e-mail.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dropReminderSchema } from '@shop/shared/reminders';
import { api } from '@/lib/api-client.ts';
import { dropReminderQuery } from './get-drop-reminder.ts';

export function useRemindAccount(dropId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/drops/${dropId}/reminders`, {}, { schema: dropReminderSchema }),
    onSuccess: (reminder) =>
      queryClient.setQueryData(dropReminderQuery(dropId, userId).queryKey, reminder),
  });
}

export function useRemindAddress(dropId: number) {
  return useMutation({
    mutationFn: (email: string) => api.post(`/drops/${dropId}/reminders`, { email }),
  });
}
