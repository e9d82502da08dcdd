import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import * as m from 'virtual:messages/pages';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main className="page page--center">
      <h1 className="not-found__code">404</h1>
      <p className="not-found__text">{m.notFoundText}</p>
      <Link className="button button--primary" to="/">
        {m.notFoundHome}
      </Link>
    </main>
  );
}
