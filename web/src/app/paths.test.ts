import { expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './router';
import { APP_ROUTES } from './paths';

// The server decides 200 or 404 from app-routes.json (built from APP_ROUTES): every path in
// it must have a page, and every page's path must be in it.
it('app-routes.json lists exactly the router pages', () => {
  const routerPaths = routes[0].children!.map((r) => r.path).filter((p) => p !== '*');
  expect([...routerPaths].sort()).toEqual([...APP_ROUTES].sort());
});

it('every spec route resolves to a page, unknown ones to the not-found route', () => {
  for (const path of [
    '/pyq/First-year',
    '/Study_material/FinalYearStudyMaterialPage',
    '/FourthYearQuantum',
    '/project/abc',
    '/dataa',
    '/seeding_jobs',
    '/SeedBlThird',
    '/purchases',
    '/profile',
    '/forgot-password',
    '/reset-password',
    '/verify-email',
  ]) {
    expect(matchRoutes(routes, path)?.at(-1)?.route.path).not.toBe('*');
  }
  expect(matchRoutes(routes, '/nope')?.at(-1)?.route.path).toBe('*');
});
