// Builds the browser router from the route table: every page lazy-loaded inside the root
// layout, wrapped in its access guard; unknown paths get the Polish not-found page.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { RequireAuth, RequireScope } from './guards.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
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

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: () => <PageSpinner />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          // Errors inside a page keep the header and footer around the error message.
          errorElement: <RouteErrorPage />,
          children: [...pageRoutes.map(toRouteObject), { path: '*', Component: NotFoundPage }],
        },
      ],
    },
  ]);
}
