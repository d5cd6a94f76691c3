import { NotFoundPage } from '@tongxin/ui';
import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { FrameLayout } from '../pages/frame/frame-layout';
import { routeNames } from '../lib/route-names';
import { TopNav } from './top-nav';

function Shell() {
  return (
    <>
      <TopNav />
      <Outlet />
    </>
  );
}

/** Every route of routes.txt under /app/university, each page lazy-loaded; anything else is the 404 page. */
export const appRoutes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      {
        path: '/app/university/frame',
        element: <FrameLayout />,
        children: [
          { index: true, element: <Navigate to={routeNames.UniversityFrameHome} replace /> },
          { path: 'home', lazy: () => import('../pages/frame/home-page') },
          {
            path: 'master',
            lazy: () =>
              import('../pages/frame/content-page').then((m) => ({ Component: m.MasterPage })),
          },
          {
            path: 'bachelor',
            lazy: () =>
              import('../pages/frame/content-page').then((m) => ({ Component: m.BachelorPage })),
          },
          { path: 'personal', lazy: () => import('../pages/frame/personal-page') },
        ],
      },
      {
        path: routeNames.UniversityApplyHome,
        lazy: () => import('../pages/apply/apply-home-page'),
      },
      { path: routeNames.UniversityApplyForm, lazy: () => import('../pages/apply/form-page') },
      {
        path: routeNames.UniversityPhotoGuide,
        lazy: () => import('../pages/apply/photo-guide-page'),
      },
      {
        path: routeNames.UniversityPhotoForm,
        lazy: () => import('../pages/apply/photo-form-page'),
      },
      {
        path: routeNames.UniversityPhotoPreview,
        lazy: () => import('../pages/apply/photo-preview-page'),
      },
      { path: routeNames.publicOrder, lazy: () => import('../pages/pay/public-order-page') },
      {
        path: '/app/university',
        element: <Navigate to={routeNames.UniversityFrameHome} replace />,
      },
      // Spec §2 (university): a 404 page, which returns to the app's home.
      { path: '*', element: <NotFoundPage home={routeNames.UniversityFrameHome} /> },
    ],
  },
];

/**
 * Loads the lazy routes a path matches into the route table, so a server-rendered page
 * hydrates with its page already there instead of a blank while its chunk loads.
 */
export async function loadRoutesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
