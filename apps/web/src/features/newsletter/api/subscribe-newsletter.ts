// POST /newsletter/emails: stores the address once (a repeat is not an error).
import { useMutation } from '@tanstack/react-query';
import type { NewsletterRequest } from '@shop/shared/accounts';
import { api } from '@/lib/api-client.ts';

export function subscribeNewsletter(body: NewsletterRequest): Promise<unknown> {
  return api.post('/newsletter/emails', body);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
