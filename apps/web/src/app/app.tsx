// The application root: providers around the router.
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { createAppRouter } from './router.tsx';
import { installGuestCartMerge } from '@/features/cart/merge-guest-cart.ts';
import { Providers } from './providers.tsx';
import { queryClient } from './query-client.ts';

// On every login the guest's local cart moves to the account's cart.
installGuestCartMerge(queryClient);

export function App({
  router,
  onTakenOver,
}: {
  router: ReturnType<typeof createAppRouter>;
  /** Called once the page is the app's: every link's router is ready (main.tsx). */
  onTakenOver?: () => void;
}) {
  // The page answers taps from now on (index.css holds the controls of a server-rendered page
  // until then).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    onTakenOver?.();
  }, [onTakenOver]);
  return (
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
