import { createBrowserRouter, type RouteObject } from 'react-router';
import { YEARS, type YearKey } from '@/lib/years';
import { RootLayout } from './layouts/RootLayout';
import { STATIC_ROUTES } from './paths';
import RouteError from './routes/RouteError';

type YearPage = { default: (props: { year: YearKey }) => React.ReactNode };

// One lazy chunk per page; year pages get their year as a prop.
function yearRoute(path: string, year: YearKey, load: () => Promise<YearPage>): RouteObject {
  return { path, lazy: () => load().then((m) => ({ Component: () => m.default({ year }) })) };
}

function page(load: () => Promise<{ default: React.ComponentType }>) {
  return () => load().then((m) => ({ Component: m.default }));
}

const staticPages: Record<(typeof STATIC_ROUTES)[number], RouteObject['lazy']> = {
  '/': page(() => import('@/features/catalog/routes/Home')),
  '/home': page(() => import('@/features/catalog/routes/Home')),
  '/syllabus': page(() => import('@/features/catalog/routes/Syllabus')),
  '/studymaterial': () => import('@/features/catalog/routes/YearChoosers').then((m) => ({ Component: m.StudyMaterialChooser })),
  '/quantum': () => import('@/features/catalog/routes/YearChoosers').then((m) => ({ Component: m.QuantumChooser })),
  '/pyq': () => import('@/features/catalog/routes/YearChoosers').then((m) => ({ Component: m.PyqChooser })),
  '/imp_topic': () => import('@/features/catalog/routes/YearChoosers').then((m) => ({ Component: m.ImportantTopicsChooser })),
  '/important-topics': () => import('@/features/catalog/routes/YearChoosers').then((m) => ({ Component: m.ImportantTopicsChooser })),
  '/brevi_learning': page(() => import('@/features/commerce/routes/BreviChooser')),
  '/handwritten_Notes/year_selection': () => import('@/features/catalog/routes/YearChoosers').then((m) => ({ Component: m.HandwrittenChooser })),
  '/practical_files/All_year_pract': page(() => import('@/features/catalog/routes/PracticalFiles')),
  '/mini_project': page(() => import('@/features/projects/routes/MiniProjects')),
  '/project/:id': page(() => import('@/features/projects/routes/ProjectDetail')),
  '/course-details/:id': page(() => import('@/features/commerce/routes/CourseDetails')),
  '/Premium_courses': page(() => import('@/features/commerce/routes/PremiumCourses')),
  '/purchases': page(() => import('@/features/commerce/routes/Purchases')),
  '/auth_model': page(() => import('@/features/auth/routes/AuthModal')),
  '/login': page(() => import('@/features/auth/routes/Login')),
  '/signup': page(() => import('@/features/auth/routes/Signup')),
  '/dashboaard': page(() => import('@/features/auth/routes/Dashboard')),
  '/profile': page(() => import('@/features/auth/routes/Profile')),
  '/forgot-password': page(() => import('@/features/auth/routes/ForgotPassword')),
  '/reset-password': page(() => import('@/features/auth/routes/ResetPassword')),
  '/verify-email': page(() => import('@/features/auth/routes/VerifyEmail')),
  '/admin': page(() => import('./routes/Admin')),
  '/dataa': page(() => import('./routes/DataUploader')),
  '/seeding_jobs': page(() => import('./routes/SeedJobs')),
  '/SeedBlThird': page(() => import('./routes/SeedFirstYear')),
  '/Job_portal': page(() => import('@/features/jobs/routes/JobPortal')),
};

const yearPages: RouteObject[] = YEARS.flatMap((y) => [
  yearRoute(y.routes.studyMaterial, y.key, () => import('@/features/catalog/routes/NotesYear')),
  yearRoute(y.routes.quantum, y.key, () => import('@/features/catalog/routes/QuantumYear')),
  yearRoute(y.routes.pyq, y.key, () => import('@/features/catalog/routes/PyqYear')),
  yearRoute(y.routes.importantTopics, y.key, () => import('@/features/catalog/routes/ImportantTopicsYear')),
  yearRoute(y.routes.brevi, y.key, () => import('@/features/commerce/routes/BreviYear')),
  yearRoute(y.routes.handwritten, y.key, () => import('@/features/catalog/routes/NotesYear')),
]);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's code downloads (lazy routes), e.g. on a slow connection.
    hydrateFallbackElement: (
      <p role="status" className="p-8 text-center text-slate-600">
        Loading…
      </p>
    ),
    children: [
      ...Object.entries(staticPages).map(([path, lazy]) => ({ path, lazy })),
      ...yearPages,
      { path: '*', lazy: page(() => import('./routes/NotFound')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
