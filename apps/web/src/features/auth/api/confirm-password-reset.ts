// POST /auth/password-reset/confirm -> 204; every session of the account ends.
import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirm } from '@shop/shared/accounts';
import { api } from '@/lib/api-client.ts';

export async function confirmPasswordReset(body: PasswordResetConfirm): Promise<void> {
  await api.post('/auth/password-reset/confirm', body);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
