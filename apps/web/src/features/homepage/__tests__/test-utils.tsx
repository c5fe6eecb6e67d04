import { renderRoutes } from '@/test/render-route';
import HomePage from '../pages/home-page';

export { fakeApi } from '@/test/fake-api';

export const renderHomePage = () =>
  renderRoutes(
    [
      { path: '/dashboard/home', element: <HomePage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/dashboard/home',
  );
