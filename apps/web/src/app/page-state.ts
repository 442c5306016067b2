// What the server hands the browser with a rendered page, in a JSON block (the CSP allows no
// inline script): the render time, the runtime configuration and the answers the page was
// rendered from. The browser hydrates with exactly these, so its first render is the server's.
// Failed reads travel too (an unknown product's 404 renders the not-found page on both sides),
// with their ApiError rebuilt in the browser.
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import type { RuntimeConfig } from '@/lib/runtime-config.ts';

export const PAGE_STATE_ID = 'page-state';

export interface PageState {
  renderedAt: number;
  config: RuntimeConfig;
  queries: DehydratedState;
}

interface SentError {
  apiError: { status: number; code: string; message: string };
}

const isSentError = (value: unknown): value is SentError =>
  typeof value === 'object' && value !== null && 'apiError' in value;

export function dehydratePage(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || query.state.error instanceof ApiError,
  });
  for (const query of state.queries) {
    const { error } = query.state;
    if (error instanceof ApiError) {
      const sent: SentError = {
        apiError: { status: error.status, code: error.code, message: error.message },
      };
      (query.state as { error: unknown }).error = sent;
    }
  }
  return state;
}

export function hydratePage(client: QueryClient, state: DehydratedState) {
  for (const query of state.queries) {
    const { error } = query.state as { error: unknown };
    if (isSentError(error)) {
      const { status, code, message } = error.apiError;
      (query.state as { error: unknown }).error = new ApiError(status, code, message);
    }
  }
  hydrate(client, state);
}

/** The state the server wrote into this page, or null for a page built in the browser. */
export function readPageState(): PageState | null {
  const block = document.getElementById(PAGE_STATE_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as PageState) : null;
}
