// POST /auth/register -> { token, type, user } (201); registration logs the user in.
import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type RegisterRequest } from '@shop/shared/accounts';
import { api } from '@/lib/api-client.ts';

export function register(body: RegisterRequest): Promise<AuthResponse> {
  return api.post('/auth/register', body, { schema: authResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
