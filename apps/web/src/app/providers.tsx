// App-wide providers: server state (TanStack Query) and the single toast outlet, whose code
// loads right after the first page (a toast shown meanwhile waits in its store) and only in the
// browser: pages rendered on the server have no toast. The server's rendering hands in a query
// client of its own for each page.
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

const Toaster = lazy(async () => ({
  default: (await import('@/components/ui/toaster.tsx')).Toaster,
}));

const noSubscription = () => () => {};

/** False on the server and while the browser hydrates its page, true from then on. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const inBrowser = useInBrowser();
  return (
    <QueryClientProvider client={client}>
      {children}
      {inBrowser && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
