import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { NotFoundRoute } from './not-found';

/** A 404 thrown by a loader shows the not-found page; anything else the generic fallback. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="page page--center">
      <h1 className="route-error__title">Unexpected Application Error!</h1>
      <p className="route-error__detail">{detail}</p>
      <Link className="button button--primary" to="/">
        Return to Home
      </Link>
    </main>
  );
}
