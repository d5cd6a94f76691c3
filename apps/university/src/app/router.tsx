import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { FrameLayout } from '../pages/frame/frame-layout';
import { routeNames } from './route-names';


export const appRoutes: RouteObject[] = [
  {
    path: '/app/university/frame',
    element: <FrameLayout />,
    children: [
      { path: 'home', lazy: () => import('../pages/frame/home-page') },
      { path: 'master', lazy: () => import('../pages/frame/content-page').then((m) => ({ Component: m.MasterPage })) },
      { path: 'bachelor', lazy: () => import('../pages/frame/content-page').then((m) => ({ Component: m.BachelorPage })) },
      { path: 'personal', lazy: () => import('../pages/frame/personal-page') },
    ],
  },
  { path: '*', element: <Navigate to={routeNames.UniversityFrameHome} replace /> },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
