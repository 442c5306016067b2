// Taps on links while React hydrates a server-rendered page. From the moment hydration starts
// until the router is ready, a link's own handler may run before its router can navigate: it
// stops the browser's navigation and makes none, and the tap is lost (docs/server-rendering.md).
// So from then on a tap on one of the shop's links is held here, before React sees it, and the
// router follows the last one held as soon as the page is taken over. Taps that are not plain
// clicks on the shop's own pages (another tab, a download, another site) are left alone.

export interface LinkTaps {
  /** Stops holding, and answers the path of the last link tapped meanwhile, if any. */
  release(): string | null;
}

export function holdLinkTaps(root: HTMLElement): LinkTaps {
  let held: string | null = null;
  const hold = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    // A jump within this page (the skip link) needs no router.
    const here = window.location;
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = `${url.pathname}${url.search}${url.hash}`;
  };
  document.addEventListener('click', hold, true);
  return {
    release() {
      document.removeEventListener('click', hold, true);
      return held;
    },
  };
}
