// The moment the server rendered the page's first HTML (ms since the epoch), or null when the
// page was built in the browser. Clocks and countdowns show this time while the browser
// hydrates the server's HTML, so both render the same text, then follow the browser's clock.
// See docs/server-rendering.md.
import { createContext, useContext } from 'react';

export const RenderTimeContext = createContext<number | null>(null);

export function useRenderTime(): number | null {
  return useContext(RenderTimeContext);
}
