// The application root: providers around the router.
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { installGuestCartMerge } from '@/features/cart/merge-guest-cart.ts';
import { Providers } from './providers.tsx';
import { queryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

// On every login the guest's local cart moves to the account's cart.
installGuestCartMerge(queryClient);

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
