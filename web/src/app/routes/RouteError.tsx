import { Component, type ReactNode } from 'react';

// Shown when a page fails to load or render, e.g. its code could not be downloaded on a
// flaky connection: a clear message and a way to try again instead of a blank screen.
export function RouteErrorMessage() {
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">This page could not be loaded</h1>
      <p className="mt-3 text-slate-600">Check your internet connection and try again.</p>
      <button type="button" onClick={() => window.location.reload()} className="mt-6 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white">
        Try again
      </button>
    </section>
  );
}

// Catches a page's render or lazy-load error. RootLayout keys it by path, so navigating away
// from a failed page shows the next page again.
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <RouteErrorMessage /> : this.props.children;
  }
}
