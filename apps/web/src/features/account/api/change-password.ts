// POST /users/me/change-password: 403 when the current password is wrong, 400 when the new
// one is too weak.
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@shop/shared/accounts';
import { api } from '@/lib/api-client.ts';

export function changePassword(body: ChangePasswordRequest): Promise<unknown> {
  return api.post('/users/me/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
