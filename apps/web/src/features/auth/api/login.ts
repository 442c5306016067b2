// POST /auth/login -> { token, type, user }; the caller stores it with authStore.login().
import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type LoginRequest } from '@shop/shared/accounts';
import { api } from '@/lib/api-client.ts';

export function login(body: LoginRequest): Promise<AuthResponse> {
  return api.post('/auth/login', body, { schema: authResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
