// App-wide providers: server state (TanStack Query), tooltips and the single toast outlet.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { Toaster } from '@/components/ui/toast.tsx';
import { queryClient } from './query-client.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={200}>
        {children}
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
