// DELETE /drops/{id}/reminders: „Nie przypominaj”.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { dropReminderQuery } from './get-drop-reminder.ts';

export function useCancelDropReminder(dropId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/drops/${dropId}/reminders`),
    onSuccess: () =>
      queryClient.setQueryData(dropReminderQuery(dropId, userId).queryKey, { reminded: false }),
  });
}
