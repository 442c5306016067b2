// App-wide providers: server state (TanStack Query) and the single toast outlet, whose code
// loads right after the first page (a toast shown meanwhile waits in its store). The server's
// rendering hands in a query client of its own for each page.
import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

const Toaster = lazy(async () => ({
  default: (await import('@/components/ui/toaster.tsx')).Toaster,
}));

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
