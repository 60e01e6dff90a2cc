import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { routes } from '@/app/router';

// Renders the real app (routes, layout, lazy pages) at a path, with HTTP answered by MSW.
// strict: inside React's StrictMode, as main.tsx renders it (effects run twice).
export function renderApp(path: string, state?: unknown, { strict = false }: { strict?: boolean } = {}) {
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: url.pathname, search: url.search, state }] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router };
}
