// The newsletter e-mail's links: POST /newsletter/confirm {token} confirms the sign-up;
// POST /newsletter/unsubscribe?token=… unsubscribes (docs/product-rules.md, "Newsletter").
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function useConfirmNewsletter() {
  return useMutation({
    mutationFn: (token: string) => api.post('/newsletter/confirm', { confirmToken: token }),
  });
}

export function useUnsubscribeNewsletter() {
  return useMutation({
    mutationFn: (token: string) => api.post('/newsletter/unsubscribe', {}, { query: { token } }),
  });
}
