// Scrolls to the top on every route change, including a new search term. Not for the page the
// shop opened on: a shopper who scrolled down a server-rendered page before the app came alive
// stays where they are (and the browser's own restoring of a reloaded page is kept).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const shown = useRef(address);
  useEffect(() => {
    if (shown.current === address) return;
    shown.current = address;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [address]);
  return null;
}
