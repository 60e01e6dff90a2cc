import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { YEARS, type YearKey } from '@/lib/years';
import { RootLayout } from './layouts/RootLayout';
import { STATIC_ROUTES } from './paths';

// One lazy chunk per page (React.lazy; RootLayout holds the Suspense fallback and the error
// boundary). Declarative routes rather than createBrowserRouter: the data router's code is
// 14 KB (brotli) of every page's first load that this app does not use (no loaders or
// actions), see scripts/check-budget.mjs.
type YearPage = LazyExoticComponent<ComponentType<{ year: YearKey }>>;

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));
const choosers = () => import('@/features/catalog/routes/YearChoosers');

const Home = lazy(() => import('@/features/catalog/routes/Home'));
const NotesYear: YearPage = lazy(() => import('@/features/catalog/routes/NotesYear'));
const QuantumYear: YearPage = lazy(() => import('@/features/catalog/routes/QuantumYear'));
const PyqYear: YearPage = lazy(() => import('@/features/catalog/routes/PyqYear'));
const ImportantTopicsYear: YearPage = lazy(() => import('@/features/catalog/routes/ImportantTopicsYear'));
const BreviYear: YearPage = lazy(() => import('@/features/commerce/routes/BreviYear'));
const ImportantTopicsChooser = named(choosers, 'ImportantTopicsChooser');
const NotFound = lazy(() => import('./routes/NotFound'));

const staticPages: Record<(typeof STATIC_ROUTES)[number], ComponentType> = {
  '/': Home,
  '/home': Home,
  '/syllabus': lazy(() => import('@/features/catalog/routes/Syllabus')),
  '/studymaterial': named(choosers, 'StudyMaterialChooser'),
  '/quantum': named(choosers, 'QuantumChooser'),
  '/pyq': named(choosers, 'PyqChooser'),
  '/imp_topic': ImportantTopicsChooser,
  '/important-topics': ImportantTopicsChooser,
  '/brevi_learning': lazy(() => import('@/features/commerce/routes/BreviChooser')),
  '/handwritten_Notes/year_selection': named(choosers, 'HandwrittenChooser'),
  '/practical_files/All_year_pract': lazy(() => import('@/features/catalog/routes/PracticalFiles')),
  '/mini_project': lazy(() => import('@/features/projects/routes/MiniProjects')),
  '/project/:id': lazy(() => import('@/features/projects/routes/ProjectDetail')),
  '/course-details/:id': lazy(() => import('@/features/commerce/routes/CourseDetails')),
  '/Premium_courses': lazy(() => import('@/features/commerce/routes/PremiumCourses')),
  '/purchases': lazy(() => import('@/features/commerce/routes/Purchases')),
  '/saved': lazy(() => import('@/features/offline/routes/Saved')),
  '/auth_model': lazy(() => import('@/features/auth/routes/AuthModal')),
  '/login': lazy(() => import('@/features/auth/routes/Login')),
  '/signup': lazy(() => import('@/features/auth/routes/Signup')),
  '/dashboaard': lazy(() => import('@/features/auth/routes/Dashboard')),
  '/profile': lazy(() => import('@/features/auth/routes/Profile')),
  '/forgot-password': lazy(() => import('@/features/auth/routes/ForgotPassword')),
  '/reset-password': lazy(() => import('@/features/auth/routes/ResetPassword')),
  '/verify-email': lazy(() => import('@/features/auth/routes/VerifyEmail')),
  '/admin': lazy(() => import('./routes/Admin')),
  '/dataa': lazy(() => import('./routes/DataUploader')),
  '/seeding_jobs': lazy(() => import('./routes/SeedJobs')),
  '/SeedBlThird': lazy(() => import('./routes/SeedFirstYear')),
  '/Job_portal': lazy(() => import('@/features/jobs/routes/JobPortal')),
};

const yearPages: RouteObject[] = YEARS.flatMap((y) => [
  { path: y.routes.studyMaterial, element: <NotesYear year={y.key} /> },
  { path: y.routes.quantum, element: <QuantumYear year={y.key} /> },
  { path: y.routes.pyq, element: <PyqYear year={y.key} /> },
  { path: y.routes.importantTopics, element: <ImportantTopicsYear year={y.key} /> },
  { path: y.routes.brevi, element: <BreviYear year={y.key} /> },
  { path: y.routes.handwritten, element: <NotesYear year={y.key} /> },
]);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [...Object.entries(staticPages).map(([path, Page]) => ({ path, element: <Page /> })), ...yearPages, { path: '*', element: <NotFound /> }],
  },
];

// The app's pages, inside a BrowserRouter (main.tsx) or a MemoryRouter (tests).
export function AppRoutes() {
  return useRoutes(routes);
}
