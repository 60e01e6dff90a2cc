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

export type StaticRoute = (typeof STATIC_ROUTES)[number];

// The pages of one item each, by what they show: the links the app draws to them and the
// server's sitemap entries (the build writes dist/item-pages.json) are filled from these.
export const ITEM_PAGES = {
  job: '/jobs/:id',
  project: '/project/:id',
  course: '/course-details/:id',
  preview: '/preview/:kind/:id',
  mostAsked: '/most-asked/:code',
} as const satisfies Record<string, StaticRoute>;

// An item page's path: each :name of the pattern replaced by its value, encoded as one path
// segment.
export function itemPagePath(pattern: (typeof ITEM_PAGES)[keyof typeof ITEM_PAGES], values: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

export const YEAR_ROUTES = YEARS.flatMap((y) => [
  y.routes.studyMaterial,
  y.routes.quantum,
  y.routes.pyq,
  y.routes.importantTopics,
  y.routes.brevi,
  y.routes.handwritten,
]);

export const APP_ROUTES: string[] = [...STATIC_ROUTES, ...YEAR_ROUTES];
