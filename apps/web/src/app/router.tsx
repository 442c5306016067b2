// Builds the router from the route table: every page lazy-loaded inside its layout (the shop's,
// or the staff panel's for /admin and below), wrapped in its access guard; unknown paths get the
// Polish not-found page. The same routes serve the browser and the server's rendering of public
// pages (entry-server.tsx).
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { RequireAuth, RequireScope } from './guards.tsx';
import { RootLayout, ShopLayout } from './layouts/root-layout.tsx';
import { StaffLayout } from './layouts/staff-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { pageRoutes, type PageRoute } from './routes.tsx';

function toRouteObject({ path, access, page }: PageRoute): RouteObject {
  const route: RouteObject = {
    path,
    lazy: async () => ({ Component: (await page()).default }),
  };
  if (access === 'public') return route;
  if (access === 'user') return { Component: RequireAuth, children: [route] };
  return { element: <RequireScope anyOf={access} />, children: [route] };
}

const isStaffPath = (path: string) => path === paths.admin || path.startsWith(`${paths.admin}/`);

export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: () => <PageSpinner />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          Component: ShopLayout,
          children: [
            {
              // Errors inside a page keep the header and footer around the error message.
              errorElement: <RouteErrorPage />,
              children: [
                ...pageRoutes.filter((route) => !isStaffPath(route.path)).map(toRouteObject),
                { path: '*', Component: NotFoundPage },
              ],
            },
          ],
        },
        {
          // The staff panel has its own frame, kept around an error message too.
          Component: StaffLayout,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: pageRoutes.filter((route) => isStaffPath(route.path)).map(toRouteObject),
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Loads the pages that `pathname` shows, so that the first render has them: the browser must
 * hydrate the server's HTML with the same tree, not with a loading state.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string) {
  const lazy = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => route)
    .filter((route) => typeof route.lazy === 'function');
  await Promise.all(
    lazy.map(async (route) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

export function createAppRouter(routes: RouteObject[] = appRoutes()) {
  return createBrowserRouter(routes);
}
