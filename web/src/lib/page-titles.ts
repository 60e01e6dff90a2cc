// Every page's title and description without data of its own, in one place (issue 14). The
// server's first HTML of a page takes its title from here too (src/ssr runs this on the
// server). Titles are "<heading> | <site
// name>", the home page's "<site name> — study resources for B.Tech". Pages with data (a
// project, a course, a job) take theirs from it (lib/page-meta). Loaded after the first page
// (lib/page-meta's useStaticPageMeta), so the table is not part of any first load: a
// server-rendered page has its title already.
import { normalizePath, titled, type PageMeta } from './page-title-format';
import { YEARS } from './years';

type Entry = { heading: string; description: string | ((site: string) => string); title?: (site: string) => string };

const HOME: Entry = {
  heading: 'Study resources for AKTU B.Tech',
  description:
    'Syllabus, previous-year papers, important topics, Quantum books, notes and practical files for every year of B.Tech, plus premium courses, mini projects and jobs.',
  title: (site) => `${site} — study resources for B.Tech`,
};

// Pages that only make sense to a signed-in visitor or an admin (the server marks them noindex).
const PRIVATE: [string, string][] = [
  ['/admin', 'Admin panel'],
  ['/login', 'Login'],
  ['/signup', 'Sign up'],
  ['/auth_model', 'Sign in'],
  ['/dashboaard', 'Your account'],
  ['/dataa', 'Data uploader'],
  ['/seeding_jobs', 'Seed jobs'],
  ['/SeedBlThird', 'Seed first-year content'],
  ['/profile', 'Your profile'],
  ['/purchases', 'My purchases'],
  ['/library', 'My library'],
  ['/saved', 'Saved for offline'],
  ['/forgot-password', 'Forgot password'],
  ['/reset-password', 'Reset password'],
  ['/verify-email', 'Verify your e-mail'],
  ['/alerts/unsubscribe', 'Stop this job alert'],
];

const chooser = (heading: string, description: string): Entry => ({ heading, description });
const IMPORTANT_TOPICS = chooser('Important topics for BTECH', 'Important topics for every AKTU B.Tech exam, year by year.');

// Route path (as in lib/paths.ts) → its title and description. Not here: /project/:id,
// /course-details/:id, /jobs/:id, /preview/:kind/:id and /most-asked/:code (from their data:
// projectMeta, courseMeta, jobMeta, previewMeta, mostAskedMeta), and /search (from its query:
// features/search/lib/labels.ts, searchMeta). So pages with an id are not in SITEMAP_PAGES
// below either.
export const PAGE_META: Record<string, Entry> = {
  '/': HOME,
  '/home': HOME,
  '/syllabus': { heading: 'Latest AKTU B.Tech Syllabus', description: 'The latest AKTU B.Tech syllabus for first, second, third and fourth year, as PDF.' },
  '/studymaterial': chooser('Choose study material for your year', 'Notes and study material for AKTU B.Tech, year by year.'),
  '/quantum': chooser('Choose Latest quantum for BTECH', 'The latest Quantum books for AKTU B.Tech.'),
  '/pyq': chooser('Previous year papers for BTECH', 'AKTU B.Tech previous-year question papers.'),
  '/imp_topic': IMPORTANT_TOPICS,
  '/important-topics': IMPORTANT_TOPICS,
  '/brevi_learning': chooser('Brevi Learning notes for B.Tech', 'Brevi Learning notes for AKTU B.Tech.'),
  '/handwritten_Notes/year_selection': chooser('Handwritten notes for BTECH', 'Handwritten notes for AKTU B.Tech.'),
  '/practical_files/All_year_pract': {
    heading: 'Latest practical files for B.Tech',
    description: 'Practical files for every year of AKTU B.Tech, ready to download.',
  },
  '/mini_project': {
    heading: 'Ready-to-Buy Mini Projects for Students',
    description: 'Ready-to-buy mini projects for B.Tech students: beginner, intermediate and advanced.',
  },
  '/Premium_courses': { heading: 'Premium Courses', description: 'Placement-ready premium courses for B.Tech students.' },
  '/Job_portal': { heading: 'IT Job Portal', description: 'Latest IT and core jobs for B.Tech freshers and graduates.' },
  ...Object.fromEntries(
    YEARS.flatMap((y) => {
      const lower = y.label.toLowerCase();
      return [
        [
          y.routes.pyq,
          {
            heading: `AKTU B.Tech ${y.label} Year Previous Year Papers`,
            description: `AKTU B.Tech ${y.label} year previous-year question papers, by subject, as PDF.`,
          },
        ],
        [y.routes.importantTopics, { heading: `important topics for ${y.label} Year`, description: `Important topics for AKTU B.Tech ${y.label} year exams.` }],
        [y.routes.quantum, { heading: `Latest Quantum for btech ${lower} year`, description: `The latest Quantum books for AKTU B.Tech ${lower} year.` }],
        [
          y.routes.studyMaterial,
          { heading: `Latest notes for B.Tech ${y.label} Year`, description: `Notes for AKTU B.Tech ${y.label} year, subject by subject.` },
        ],
        [y.routes.handwritten, { heading: `Handwritten notes for B.Tech ${y.label} Year`, description: `Handwritten notes for AKTU B.Tech ${y.label} year.` }],
        [
          y.routes.brevi,
          { heading: `Brevi Learning notes for B.Tech ${y.label} Year`, description: `Brevi Learning notes for B.Tech ${y.label} year, subject by subject.` },
        ],
      ] satisfies [string, Entry][];
    }),
  ),
  ...Object.fromEntries(PRIVATE.map(([path, heading]) => [path, { heading, description: (site: string) => `${site} — ${heading}` } satisfies Entry])),
};

const BY_PATH = new Map(Object.entries(PAGE_META).map(([path, entry]) => [normalizePath(path), entry]));

const PRIVATE_PATHS = new Set(PRIVATE.map(([path]) => normalizePath(path)));

// Pages another path already shows: "/" is the home page (/home), /imp_topic the SPEC's old
// name of /important-topics.
const ALIASES = new Set(['/', '/imp_topic']);

// The public pages of the sitemap (besides the item pages the server lists from its data): every
// page of the table above but the private ones and the aliases. The build writes them to
// dist/sitemap-pages.json for the server (vite-plugins/app-routes.ts).
export const SITEMAP_PAGES = Object.keys(PAGE_META).filter((path) => !ALIASES.has(path) && !isPrivatePage(path));

// Whether a page is only for a signed-in visitor or an admin: the server's first HTML of it
// tells search engines to leave it out (noindex; src/ssr says so to the server).
export function isPrivatePage(pathname: string): boolean {
  return PRIVATE_PATHS.has(normalizePath(pathname));
}

// The title and description of a page without data of its own, null for the others.
export function staticPageMeta(pathname: string, site: string): PageMeta | null {
  const entry = BY_PATH.get(normalizePath(pathname));
  if (!entry) return null;
  return {
    title: entry.title ? entry.title(site) : titled(entry.heading, site),
    description: typeof entry.description === 'function' ? entry.description(site) : entry.description,
  };
}
