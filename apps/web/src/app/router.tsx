import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { PATHS } from '@/shared/paths';
import { PageSpin, refreshSessionEarly, RequireAuth } from './guard';
import { RouteError } from './pages/route-error';
import { featureRoutes } from './feature-routes';
import { templateListRoute } from '@/features/files/routes';
import { paymentRoutes } from '@/features/recharges/routes';
import { lazyPage } from '@/shared/lib/page-route';

// Pages load lazily so that /login ships only what it needs. A chunk that fails to load lands in
// RouteError, which offers a reload (specification §8: script chunk load failures).

/** A page outside the layout and the session guard (sign-in, registration, the error pages). */
const publicPage = (path: string, load: Parameters<typeof lazyPage>[0]): RouteObject => ({
  path,
  lazy: lazyPage(load, { publicTexts: true }),
  errorElement: <RouteError />,
});

const layoutPage = lazyPage(() => import('./layout/layout'));

const routes: RouteObject[] = [
  publicPage(PATHS.login, () => import('@/features/auth/pages/login-page')),
  publicPage(PATHS.register, () => import('@/features/auth/pages/register-page')),
  publicPage(PATHS.notFound, () => import('./pages/not-found-page')),
  publicPage(PATHS.unauthorized, () => import('./pages/unauthorized-page')),
  // Public, with or without a session (specification §2).
  { ...templateListRoute, errorElement: <RouteError /> },
  // The payment pages, by the payment's token (a payer may open them on another device).
  ...paymentRoutes.map((route) => ({ ...route, errorElement: <RouteError /> })),
  {
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/',
        lazy: () => {
          refreshSessionEarly();
          return layoutPage();
        },
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

// The first page's chunk loads before anything renders: a spinner meanwhile (react-router's hydrate
// fallback, which it warns about on every full page load when no route gives one).
const router = createBrowserRouter([{ hydrateFallbackElement: <PageSpin />, children: routes }]);

/**
 * Resolves once the first URL's route modules are in (or failed, for the error page): main.tsx renders
 * then, so the first render is the page itself and not a spinner React would swap for it later
 * (issue 22: home painted ~0.1–0.3 s after its code was in). index.html spins meanwhile.
 */
export const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});

export const AppRouter = () => <RouterProvider router={router} />;
