// POST /users/me/change-password: 403 when the current password is wrong, 400 when the new
// one is too weak. The server ends every session of the account and answers with a new token
// for this device, which replaces the stored one.
import { useMutation } from '@tanstack/react-query';
import {
  authResponseSchema,
  type AuthResponse,
  type ChangePasswordRequest,
} from '@shop/shared/accounts';
import { api } from '@/lib/api-client.ts';
import { authStore } from '@/lib/auth-store.ts';

export function changePassword(body: ChangePasswordRequest): Promise<AuthResponse> {
  return api.post('/users/me/change-password', body, { schema: authResponseSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: (auth) => authStore.renew(auth) });
}
