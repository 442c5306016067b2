// The TanStack Query client: answers are fresh for 30 s, client errors (4xx) are not retried,
// and the cache is emptied on logout so no account data outlives the session. The browser has
// one; the server's rendering makes one per page (entry-server.tsx).
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { onLogout } from '@/lib/auth-store.ts';

const MAX_RETRIES = 2;

export const queryClientConfig: QueryClientConfig = {
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
        return !clientError && failureCount < MAX_RETRIES;
      },
    },
  },
};

export const queryClient = new QueryClient(queryClientConfig);

onLogout(() => queryClient.clear());
