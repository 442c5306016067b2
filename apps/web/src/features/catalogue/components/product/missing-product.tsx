// A product page whose product is not found. The API answers an upcoming product exactly like a
// missing one (nothing leaks before the opening), so the page says both honestly and reads the
// product again when the next drop opens (its time is public): a shared or reminder link opened
// early turns into the product at the opening, without a reload. The reads are spread over the
// first second, so a crowd waiting on product pages does not ask all at once.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NotFound } from '@/components/not-found.tsx';
import { productQuery } from '@/entities/product/api.ts';
import type { Viewer } from '@/entities/product/viewer.ts';
import { PRODUCT_NOT_FOUND } from '../../lib/messages.ts';
import { useNextDrop } from '../../api/get-next-drop.ts';
import { useHasPassed } from '../../hooks/use-has-passed.ts';

export const UPCOMING_MAYBE =
  'Nie znaleziono produktu — jeśli należy do kolekcji, która jeszcze się nie rozpoczęła, pojawi się tu w chwili otwarcia.';

export function MissingProduct({ productId, viewer }: { productId: number; viewer: Viewer }) {
  const queryClient = useQueryClient();
  const next = useNextDrop();
  const opened = useHasPassed(next.data?.dropTime);
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: productQuery(productId, viewer).queryKey });
      // And wait for the drop after it.
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'drops', 'next'] });
    }, Math.random() * 1_000);
    return () => clearTimeout(timer);
  }, [opened, queryClient, productId, viewer]);
  return (
    <NotFound
      title={PRODUCT_NOT_FOUND}
      description={`${UPCOMING_MAYBE} Adres może być też niepełny albo produkt został usunięty.`}
    />
  );
}
