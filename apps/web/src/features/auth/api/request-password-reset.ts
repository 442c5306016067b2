// POST /auth/password-reset -> 202, whether or not the address has an account.
import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@shop/shared/accounts';
import { api } from '@/lib/api-client.ts';

export async function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  await api.post('/auth/password-reset', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
