// POST /auth/password-check -> { strong, score, warning, suggestions }: the server's own verdict
// on a password being typed, asked a moment after the last key.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  PASSWORD_MAX_LENGTH,
  passwordCheckResponseSchema,
  type PasswordCheck,
  type PasswordCheckRequest,
} from '@shop/shared/accounts';
import { api } from '@/lib/api-client.ts';

/** How long typing must pause before the password is checked. */
const PAUSE_MS = 300;

function checkPassword(body: PasswordCheckRequest): Promise<PasswordCheck> {
  return api.post('/auth/password-check', body, { schema: passwordCheckResponseSchema });
}

/** The verdict on `input.password` once typing pauses; undefined while it is empty. */
export function usePasswordCheck(input: PasswordCheckRequest) {
  const [asked, setAsked] = useState(input);
  const { password, email, phone } = input;
  useEffect(() => {
    const timer = setTimeout(() => setAsked({ password, email, phone }), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [password, email, phone]);
  return useQuery({
    queryKey: ['password-check', asked],
    queryFn: () => checkPassword(asked),
    // Longer than the server takes: the hint says so without asking (password-hint.tsx).
    enabled: asked.password !== '' && asked.password.length <= PASSWORD_MAX_LENGTH,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
