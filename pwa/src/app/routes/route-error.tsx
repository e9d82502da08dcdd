import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as m from 'virtual:messages/pages';

/** The generic fallback screen, 'Unexpected Application Error!', for anything a page throws. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error(m.routeErrorUnknown) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return <UnexpectedError error={this.state.error} />;
  }
}

export function UnexpectedError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className="page page--center">
      <h1 className="route-error__title">{m.routeErrorTitle}</h1>
      <p className="route-error__detail">{detail}</p>
      <Link className="button button--primary" to="/">
        {m.notFoundHome}
      </Link>
    </main>
  );
}
