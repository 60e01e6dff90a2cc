import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, renderMatches, useLocation, type RouteMatch, type RouteObject } from 'react-router';
import { PopularSection } from '@/features/catalog/components/PopularSection';
import type { YearPageProps } from '@/features/catalog/routes/year-page';
import { lazyPage, namedPage, type LazyPage, type PageContext } from '@/lib/lazy-page';
import { YEARS, type YearKey } from '@/lib/years';
import { RootLayout } from './layouts/RootLayout';
import { STATIC_ROUTES } from './paths';

// One lazy chunk per page (lib/lazy-page: RootLayout holds the Suspense fallback and the error
// boundary). Declarative routes rather than createBrowserRouter: the data router's code is
// 14 KB (brotli) of every page's first load that this app does not use (no loaders or
// actions), see scripts/check-budget.mjs. Each route's handle can load its page and the
// page's first data before the first render (main.tsx, app/first-page.ts).
type YearPage = LazyPage<{ year: YearKey }>;
type FreeYearPage = LazyPage<YearPageProps>;

const choosers = () => import('@/features/catalog/routes/YearChoosers');

const Home = lazyPage(() => import('./routes/Home'));
const NotesYear: FreeYearPage = lazyPage(() => import('@/features/catalog/routes/NotesYear'));
const QuantumYear: FreeYearPage = lazyPage(() => import('@/features/catalog/routes/QuantumYear'));
const PyqYear: FreeYearPage = lazyPage(() => import('@/features/catalog/routes/PyqYear'));
const ImportantTopicsYear: FreeYearPage = lazyPage(() => import('@/features/catalog/routes/ImportantTopicsYear'));
const BreviYear: YearPage = lazyPage(() => import('@/features/commerce/routes/BreviYear'));
const ImportantTopicsChooser = namedPage(choosers, 'ImportantTopicsChooser');
const NotFound = lazyPage(() => import('./routes/NotFound'));

const staticPages: Record<(typeof STATIC_ROUTES)[number], LazyPage<object>> = {
  '/': Home,
  '/home': Home,
  '/syllabus': lazyPage(() => import('@/features/catalog/routes/Syllabus')),
  '/studymaterial': namedPage(choosers, 'StudyMaterialChooser'),
  '/quantum': namedPage(choosers, 'QuantumChooser'),
  '/pyq': namedPage(choosers, 'PyqChooser'),
  '/imp_topic': ImportantTopicsChooser,
  '/important-topics': ImportantTopicsChooser,
  '/brevi_learning': lazyPage(() => import('@/features/commerce/routes/BreviChooser')),
  '/handwritten_Notes/year_selection': namedPage(choosers, 'HandwrittenChooser'),
  '/practical_files/All_year_pract': lazyPage(() => import('@/features/catalog/routes/PracticalFiles')),
  '/mini_project': lazyPage(() => import('@/features/projects/routes/MiniProjects')),
  '/project/:id': lazyPage(() => import('@/features/projects/routes/ProjectDetail')),
  '/course-details/:id': lazyPage(() => import('@/features/commerce/routes/CourseDetails')),
  '/Premium_courses': lazyPage(() => import('@/features/commerce/routes/PremiumCourses')),
  '/purchases': lazyPage(() => import('@/features/commerce/routes/Purchases')),
  '/library': lazyPage(() => import('@/features/library/routes/Library')),
  '/saved': lazyPage(() => import('@/features/offline/routes/Saved')),
  '/auth_model': lazyPage(() => import('@/features/auth/routes/AuthModal')),
  '/login': lazyPage(() => import('@/features/auth/routes/Login')),
  '/signup': lazyPage(() => import('@/features/auth/routes/Signup')),
  '/dashboaard': lazyPage(() => import('@/features/auth/routes/Dashboard')),
  '/profile': lazyPage(() => import('./routes/Profile')),
  '/forgot-password': lazyPage(() => import('@/features/auth/routes/ForgotPassword')),
  '/reset-password': lazyPage(() => import('@/features/auth/routes/ResetPassword')),
  '/verify-email': lazyPage(() => import('@/features/auth/routes/VerifyEmail')),
  '/admin': lazyPage(() => import('./routes/Admin')),
  '/dataa': lazyPage(() => import('./routes/DataUploader')),
  '/seeding_jobs': lazyPage(() => import('./routes/SeedJobs')),
  '/SeedBlThird': lazyPage(() => import('./routes/SeedFirstYear')),
  '/Job_portal': lazyPage(() => import('./routes/JobPortal')),
  '/jobs/:id': lazyPage(() => import('@/features/jobs/routes/JobDetail')),
  '/preview/:kind/:id': lazyPage(() => import('./routes/Preview')),
  '/most-asked/:code': lazyPage(() => import('./routes/MostAsked')),
  '/search': lazyPage(() => import('@/features/search/routes/SearchPage')),
  '/alerts/unsubscribe': lazyPage(() => import('@/features/alerts/routes/Unsubscribe')),
};

// What a route's handle offers main.tsx: load the page's code, or its code and first data.
export type PageHandle = {
  preload: () => Promise<unknown>;
  prefetch: (client: QueryClient, context: PageContext) => Promise<unknown>;
};

function page<P extends object>(Page: LazyPage<P>, props: P, path: string): RouteObject {
  const Element = Page as ComponentType<P>;
  const handle: PageHandle = {
    preload: Page.preload,
    prefetch: (client, context) => Page.preload().then((m) => m.prefetch?.(client, props, context)),
  };
  return { path, element: <Element {...props} />, handle };
}

// The free-material pages of a year show that year's most downloaded files (not Brevi's, which
// are sold).
const yearPages: RouteObject[] = YEARS.flatMap((y) => {
  const props = { year: y.key };
  const free = { ...props, popular: <PopularSection year={y.key} /> };
  return [
    page(NotesYear, free, y.routes.studyMaterial),
    page(QuantumYear, free, y.routes.quantum),
    page(PyqYear, free, y.routes.pyq),
    page(ImportantTopicsYear, free, y.routes.importantTopics),
    page(BreviYear, props, y.routes.brevi),
    page(NotesYear, free, y.routes.handwritten),
  ];
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [...Object.entries(staticPages).map(([path, Page]) => page(Page, {}, path)), ...yearPages, page(NotFound, {}, '*')],
  },
];

// The routes matching a path, remembered for the last path asked: matching flattens and ranks
// the whole table and compiles a pattern per route tried, and the first page matches its path
// twice (app/first-page to load the page's code and data, then the first render), a cost that
// fell inside the first render's long task (issue 25, blocking time).
let lastMatch: { pathname: string; matches: RouteMatch[] | null } | null = null;
export function matchAppRoutes(pathname: string): RouteMatch[] | null {
  if (lastMatch?.pathname !== pathname) lastMatch = { pathname, matches: matchRoutes(routes, pathname) };
  return lastMatch.matches;
}

// The app's pages, inside a BrowserRouter (main.tsx) or a MemoryRouter (tests). What useRoutes
// does for a route table at the top (no parent route), with the match above.
export function AppRoutes() {
  return renderMatches(matchAppRoutes(useLocation().pathname));
}
