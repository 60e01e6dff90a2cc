import { lazy, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

// What a page may know before it renders: its URL's parameters and query string.
export type PageContext = { params: Params; searchParams: URLSearchParams };

// A page module: the page, and optionally `prefetch`, which fills the query cache with what
// the page asks for on its first render (its queries with their default state). main.tsx
// runs it before the first render of a server-rendered page, so the first commit already has
// the data (embedded in the HTML, lib/page-data) and adopts the server's HTML (main.tsx).
export type PageModule<P> = {
  default: ComponentType<P>;
  prefetch?: (client: QueryClient, props: P, context: PageContext) => Promise<unknown>;
};

export type LazyPage<P> = ComponentType<P> & { preload: () => Promise<PageModule<P>> };

// A page in its own chunk, like React.lazy, except that once the chunk is loaded (preload(),
// or an earlier visit) the page renders at once, without suspending: main.tsx preloads the
// first URL's page, so the first commit is the page and not the "Loading…" fallback. Before
// that it is a React.lazy component (the Suspense and error boundary in RootLayout show
// "Loading…" or the failure; React.lazy keeps a failure, so Try again reloads the page).
// The load with its outcome, readable synchronously once settled.
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let current: Tracked<PageModule<P>> | undefined;

  const preload = () => {
    if (!current || current.status === 'rejected') {
      const attempt: Tracked<PageModule<P>> = load();
      attempt.then(
        (m) => {
          Object.assign(attempt, { status: 'fulfilled', value: m });
        },
        (e: unknown) => {
          Object.assign(attempt, { status: 'rejected', reason: e });
        },
      );
      current = attempt;
    }
    return current;
  };

  const Lazy = lazy(preload);
  const loadedPage = () => (current?.status === 'fulfilled' ? current.value?.default : undefined);

  function Page(props: P) {
    // Chosen once per mounted page, so it never switches from Lazy to the page (a remount).
    const [Component] = useState<ComponentType<P>>(() => loadedPage() ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}

// A page that is a named export of a module (several small pages in one chunk).
export function namedPage<K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): LazyPage<P> {
  return lazyPage(() => load().then((m) => ({ default: m[name] })));
}
