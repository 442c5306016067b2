// The server writes the first page's description, canonical URL and link-preview tags into the
// HTML it sends (marked data-page-head). Once the shopper moves to another page they describe
// the wrong one, so they go.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function PageHeadCleanup() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    for (const tag of document.head.querySelectorAll('[data-page-head]')) tag.remove();
  }, [pathname]);
  return null;
}
