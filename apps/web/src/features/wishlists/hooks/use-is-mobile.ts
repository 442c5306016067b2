// Whether the screen is a phone's (width under 768 px), following resizes.
import { useSyncExternalStore } from 'react';

const query = '(max-width: 767.98px)';

function subscribe(listener: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

export function useIsMobile(): boolean {
  // The server cannot know the screen: it (and the hydrating browser) render the desktop form.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
