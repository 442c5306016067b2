// App-wide providers: server state (TanStack Query) and the single toast outlet, whose code
// loads right after the first page (a toast shown meanwhile waits in its store).
import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';

const Toaster = lazy(async () => ({
  default: (await import('@/components/ui/toaster.tsx')).Toaster,
}));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
