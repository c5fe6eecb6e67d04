import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { PATHS } from '@/shared/paths';
import { RequireAuth } from './guard';
import { RouteError } from './pages/route-error';
import { featureRoutes } from './feature-routes';
import { templateListRoute } from '@/features/files/routes';

// Pages load lazily so that /login ships only what it needs. A chunk that fails to load lands in
// RouteError, which offers a reload (specification §8: script chunk load failures).
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const routes: RouteObject[] = [
  {
    path: PATHS.login,
    lazy: lazyPage(() => import('@/features/auth/pages/login-page')),
    errorElement: <RouteError />,
  },
  {
    path: PATHS.register,
    lazy: lazyPage(() => import('@/features/auth/pages/register-page')),
    errorElement: <RouteError />,
  },
  {
    path: PATHS.notFound,
    lazy: lazyPage(() => import('./pages/not-found-page')),
    errorElement: <RouteError />,
  },
  {
    path: PATHS.unauthorized,
    lazy: lazyPage(() => import('./pages/unauthorized-page')),
    errorElement: <RouteError />,
  },
  // Public, with or without a session (specification §2).
  { ...templateListRoute, errorElement: <RouteError /> },
  {
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/',
        lazy: lazyPage(() => import('./layout/layout')),
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to={PATHS.home} replace /> },
          { path: 'redirect/*', lazy: lazyPage(() => import('./pages/redirect-page')) },
          ...featureRoutes,
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={PATHS.notFound} replace /> },
];

const router = createBrowserRouter(routes);

export const AppRouter = () => <RouterProvider router={router} />;
