// DELETE /users/me {password}: 403 when the password is wrong (nothing changes). On success the
// server has ended every session of the account; the caller clears the stored one.
import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@shop/shared/accounts';
import { apiRequest } from '@/lib/api-client.ts';

export function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  return apiRequest<void>('/users/me', { method: 'DELETE', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
