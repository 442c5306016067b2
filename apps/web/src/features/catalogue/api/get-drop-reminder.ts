// GET /drops/{id}/reminders: whether the logged-in shopper is reminded of the drop's opening
// („Przypomnij mi”, docs/product-rules.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dropReminderSchema, type DropReminder } from '@shop/shared/reminders';
import { api } from '@/lib/api-client.ts';

export const dropReminderQuery = (dropId: number, userId: number) =>
  queryOptions({
    queryKey: ['drop-reminders', dropId, userId],
    queryFn: (): Promise<DropReminder> =>
      api.get(`/drops/${dropId}/reminders`, { schema: dropReminderSchema }),
  });

/** Asked only for a logged-in shopper (`userId`); a guest has no reminder to show. */
export function useDropReminder(dropId: number, userId: number | null) {
  return useQuery({ ...dropReminderQuery(dropId, userId ?? 0), enabled: userId !== null });
}
