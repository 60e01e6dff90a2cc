import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';

type TestRouter = { state: { location: Location }; navigate: (to: string) => Promise<void> };

// Keeps the current location and navigate where a test can use them (router.state.location,
// router.navigate), as a data router would offer them.
function RouterProbe({ into }: { into: { location?: Location; navigate?: NavigateFunction } }) {
  const location = useLocation();
  const navigate = useNavigate();
  // A test-only window onto the router: written on each render, read by the test.
  Object.assign(into, { location, navigate });
  return null;
}

// Renders the real app (routes, layout, lazy pages) at a path, with HTTP answered by MSW.
// strict: inside React's StrictMode, as main.tsx renders it (effects run twice).
// router.state.location is the location the app is showing now; router.navigate moves it.
export function renderApp(path: string, state?: unknown, { strict = false }: { strict?: boolean } = {}) {
  const url = new URL(path, 'http://localhost');
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const router: TestRouter = {
    state: {
      get location() {
        return probe.location!;
      },
    },
    navigate: async (to) => {
      await probe.navigate!(to);
    },
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <AppProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, state }]}>
        <RouterProbe into={probe} />
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router };
}
