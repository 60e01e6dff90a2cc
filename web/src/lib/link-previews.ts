// The picture a page shows when its link is shared (og:image on WhatsApp, Telegram, X and
// LinkedIn): one per kind of page, a 1200×630 PNG the server draws from this table
// (/og/<kind>.png, pages/link_preview.cpp) with the site's name, what the page is and a line
// about it. The build writes it to dist/link-previews.json with the kind of every route, so
// the server's pages and its pictures follow the app's routes (issue 47: one source).
import { APP_ROUTES, type StaticRoute } from './paths';
import { YEARS, type Year } from './years';

export const LINK_PREVIEW_KINDS = {
  site: { label: 'Study resources for B.Tech', line: 'Syllabus, previous-year papers, notes and jobs' },
  syllabus: { label: 'AKTU syllabus', line: 'The syllabus of every B.Tech year' },
  'study-material': { label: 'Study material', line: 'Notes and study material, year by year' },
  quantum: { label: 'Quantum books', line: 'Quantum series for every year' },
  papers: { label: 'Previous-year papers', line: 'AKTU question papers, subject by subject' },
  topics: { label: 'Important topics', line: 'What to revise the night before the exam' },
  brevi: { label: 'Brevi Learning notes', line: 'Short notes for quick revision' },
  notes: { label: 'Handwritten notes', line: 'Notes for every B.Tech year' },
  practical: { label: 'Practical files', line: 'Lab files, ready to download' },
  courses: { label: 'Premium courses', line: 'Placement-ready courses' },
  course: { label: 'Course and notes', line: 'See what is inside before you buy' },
  projects: { label: 'Mini projects', line: 'Projects with source code and reports' },
  project: { label: 'Mini project', line: 'Source code, report and how to run it' },
  jobs: { label: 'Job portal', line: 'Jobs and internships for B.Tech students' },
  job: { label: 'Job opening', line: 'Eligibility, salary and how to apply' },
  preview: { label: 'Read before you download', line: 'Every page of the paper or notes, free' },
  'most-asked': { label: 'Most asked questions', line: 'The questions that come back every year' },
  search: { label: 'Search', line: 'Papers, notes, courses and jobs in one search' },
  account: { label: 'Your account', line: 'Purchases, library and saved files' },
} as const;

export type LinkPreviewKind = keyof typeof LINK_PREVIEW_KINDS;

// Every route of the app (a route added to lib/paths.ts without a kind does not compile).
const STATIC_ROUTE_KINDS: Record<StaticRoute, LinkPreviewKind> = {
  '/': 'site',
  '/home': 'site',
  '/syllabus': 'syllabus',
  '/studymaterial': 'study-material',
  '/quantum': 'quantum',
  '/pyq': 'papers',
  '/imp_topic': 'topics',
  '/important-topics': 'topics',
  '/brevi_learning': 'brevi',
  '/handwritten_Notes/year_selection': 'notes',
  '/practical_files/All_year_pract': 'practical',
  '/mini_project': 'projects',
  '/project/:id': 'project',
  '/course-details/:id': 'course',
  '/Premium_courses': 'courses',
  '/purchases': 'account',
  '/library': 'account',
  '/saved': 'account',
  '/auth_model': 'account',
  '/login': 'account',
  '/signup': 'account',
  '/dashboaard': 'account',
  '/profile': 'account',
  '/forgot-password': 'account',
  '/reset-password': 'account',
  '/verify-email': 'account',
  '/admin': 'account',
  '/dataa': 'account',
  '/seeding_jobs': 'account',
  '/SeedBlThird': 'account',
  '/Job_portal': 'jobs',
  '/jobs/:id': 'job',
  '/preview/:kind/:id': 'preview',
  '/most-asked/:code': 'most-asked',
  '/search': 'search',
  '/alerts/unsubscribe': 'account',
};

// The year pages (lib/years.ts), by which of a year's routes they are.
const YEAR_ROUTE_KINDS: Record<Exclude<keyof Year['routes'], 'syllabusPdf'>, LinkPreviewKind> = {
  pyq: 'papers',
  importantTopics: 'topics',
  quantum: 'quantum',
  studyMaterial: 'study-material',
  brevi: 'brevi',
  handwritten: 'notes',
};

export const ROUTE_LINK_PREVIEWS: Record<string, LinkPreviewKind> = {
  ...STATIC_ROUTE_KINDS,
  ...Object.fromEntries(
    YEARS.flatMap((y) => Object.entries(YEAR_ROUTE_KINDS).map(([route, kind]) => [y.routes[route as keyof typeof YEAR_ROUTE_KINDS], kind])),
  ),
};

// dist/link-previews.json: {"kinds": [{key, label, line}], "routes": {pattern: key}}.
export function linkPreviewsFile() {
  const kinds = Object.entries(LINK_PREVIEW_KINDS).map(([key, k]) => ({ key, label: k.label, line: k.line }));
  const routes = Object.fromEntries(APP_ROUTES.map((r) => [r, ROUTE_LINK_PREVIEWS[r]]));
  return { kinds, routes };
}
