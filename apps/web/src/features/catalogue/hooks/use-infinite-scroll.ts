// Infinite scroll: the next page loads when the last item comes on screen.
// Returns a ref callback for the last item.
import { useCallback, useEffect, useRef } from 'react';

export interface InfiniteSource {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function useInfiniteScroll({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: InfiniteSource) {
  const observer = useRef<IntersectionObserver | null>(null);
  const state = useRef({ hasNextPage, isFetchingNextPage, fetchNextPage });
  useEffect(() => {
    state.current = { hasNextPage, isFetchingNextPage, fetchNextPage };
  });

  useEffect(() => () => observer.current?.disconnect(), []);

  return useCallback((last: Element | null) => {
    observer.current?.disconnect();
    if (!last) return;
    observer.current = new IntersectionObserver(
      (entries) => {
        const { hasNextPage: more, isFetchingNextPage: busy, fetchNextPage: next } = state.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) void next();
      },
      // A little early, so the next page is usually there before the shopper reaches it.
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.current.observe(last);
  }, []);
}
