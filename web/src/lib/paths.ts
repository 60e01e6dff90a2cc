// Every route of the app, in one list. The router (app/router.tsx) builds a page for each and
// the build writes them to dist/app-routes.json for the server, which answers unknown paths
// with status 404. A test checks the two never drift apart.
import { YEARS } from './years';

export const STATIC_ROUTES = [
  '/',
  '/home',
  '/syllabus',
  '/studymaterial',
  '/quantum',
  '/pyq',
  '/imp_topic',
  '/important-topics',
  '/brevi_learning',
  '/handwritten_Notes/year_selection',
  '/practical_files/All_year_pract',
  '/mini_project',
  '/project/:id',
  '/course-details/:id',
  '/Premium_courses',
  '/purchases',
  '/library',
  '/saved',
  '/auth_model',
  '/login',
  '/signup',
  '/dashboaard',
  '/profile',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/admin',
  '/dataa',
  '/seeding_jobs',
  '/SeedBlThird',
  '/Job_portal',
  '/jobs/:id',
  '/preview/:kind/:id',
  '/most-asked/:code',
  '/search',
  '/alerts/unsubscribe',
] as const;

export const YEAR_ROUTES = YEARS.flatMap((y) => [
  y.routes.studyMaterial,
  y.routes.quantum,
  y.routes.pyq,
  y.routes.importantTopics,
  y.routes.brevi,
  y.routes.handwritten,
]);

export const APP_ROUTES: string[] = [...STATIC_ROUTES, ...YEAR_ROUTES];
