// Page titles: "<page> | Outlet Drop". Web pages render <title>{documentTitle('...')}</title>
// (React 19 hoists it into <head>); the server writes the same title into the HTML it sends.
export const SHOP_NAME = 'Outlet Drop';

export function documentTitle(page?: string): string {
  return page ? `${page} | ${SHOP_NAME}` : `${SHOP_NAME} – kolekcje zwrotów i nadwyżek`;
}
