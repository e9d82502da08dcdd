import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { CoverRoute } from './routes/cover';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

export const routes: RouteObject[] = [
  { path: '/', element: <CoverRoute />, errorElement: <RouteError /> },
  {
    path: '/day/:dayNumber',
    errorElement: <RouteError />,
    HydrateFallback: OpeningGuide,
    lazy: async () => {
      const { DayRoute, dayLoader } = await import('./routes/day');
      return { Component: DayRoute, loader: dayLoader };
    },
  },
  { path: '*', element: <NotFoundRoute /> },
];

function OpeningGuide() {
  return <main className="page page--center" aria-busy="true" />;
}

export const router = createBrowserRouter(routes);
