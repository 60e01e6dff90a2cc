// @vitest-environment node
// The server render (./render.tsx) under Node, without a DOM, called as the C++ server calls it
// in JavaScriptCore: pathshalaRender, then pathshalaPoll until it answers.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes, type PageHandle } from '@/app/router';
import type { RenderRequest } from './render';
import './render';

type Rendered = { html: string; title: string; description: string; noindex: boolean; missing: string[]; error?: string };
const scope = globalThis as unknown as { pathshalaRender: (request: RenderRequest) => void; pathshalaPoll: () => string };

async function render(request: RenderRequest): Promise<Rendered> {
  scope.pathshalaRender(request);
  for (let polls = 0; polls < 50; polls++) {
    // what JSC does after each call from C++: run the microtasks
    await new Promise((resolve) => setTimeout(resolve, 0));
    const out = scope.pathshalaPoll();
    if (out) return JSON.parse(out) as Rendered;
  }
  throw new Error('the render did not finish');
}

// The site name the server gives (in /api/site and as `site`): the header shows it.
const SITE = 'Vidya';
const page = (url: string, data: Record<string, unknown>, errors?: RenderRequest['errors']): RenderRequest => ({
  url,
  site: SITE,
  data: { '/api/site': { name: SITE }, ...data },
  errors,
});

const papers = {
  items: [
    { id: 'p1', title: 'Engineering Mathematics III (2023-24)', subject: 'Mathematics', downloadUrl: '/files/pyq/m3.pdf', year: 'secondYear' },
    { id: 'p2', title: 'Data Structures (2023-24)', subject: 'Computer Science', downloadUrl: '/files/pyq/ds.pdf', year: 'secondYear' },
  ],
};
const job = {
  id: 'j1',
  role: 'Graduate Engineer Trainee',
  company: 'Nimbus',
  skills: 'C, SQL',
  field: 'Software',
  batch: '2025',
  qualification: 'B.Tech',
  eligibility: '60% throughout',
  salary: '4 LPA',
  experience: 'Fresher',
  location: 'Noida',
  applyUrl: 'https://Example.org/apply?to=j1',
  postedAt: Date.now() - 3_600_000,
  topCompany: false,
};
const project = {
  id: 'pb1',
  cardTitle: 'Quiz App',
  site_name: 'QuizMaster',
  subtitle: 'A quiz app in React',
  level: 'beginner',
  image: '/files/images/p1.svg',
  proj_desc: 'Timed quizzes with scores.',
  site_url: '/files/r.pdf',
  buy_url: '/files/s.zip',
  price: 299,
  originalPrice: 598,
};
const course = {
  id: 'c1',
  title: 'Full Stack Web Development',
  cardTitle: 'Full Stack',
  subject: 'Web',
  description: 'HTML to deployment.',
  imageUrl: '/files/images/c1.svg',
  price: 999,
  originalPrice: 1998,
  discountPercentage: 50,
};

// Text as a reader sees it: no tags, entities decoded.
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');

// The layout around every page: skip link, header with the site's name, main, footer.
function expectLayout(html: string) {
  expect(html.startsWith('<div class="flex min-h-screen flex-col"><a href="#main"')).toBe(true);
  expect(html).toContain(`<a href="/home" data-discover="true" class="text-xl font-extrabold text-brand-700">${SITE}</a>`);
  expect(html).toContain('<main id="main"');
  expect(text(html)).toContain(`© ${new Date().getFullYear()} ${SITE}`);
}

const fetchSpy = vi.fn(() => Promise.reject(new Error('the server render must not fetch')));
beforeAll(async () => {
  vi.stubGlobal('fetch', fetchSpy);
  // In the bundle every page's code is there already (its lazy imports resolve at once): here
  // Vite would compile a page on its first import, which the render would not wait for.
  await Promise.all(routes[0].children!.map((route) => (route.handle as PageHandle).preload()));
});
afterAll(() => {
  vi.unstubAllGlobals();
  expect(fetchSpy).not.toHaveBeenCalled();
});

describe('the server render', () => {
  it('runs where there is no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('/home: the whole layout, the hero, the Services placeholder (a lazy part, as in the first render)', async () => {
    const r = await render(page('/home', {}));
    expectLayout(r.html);
    expect(text(r.html)).toContain('Everything you need for your B.Tech exams');
    expect(r.html).toContain('<div aria-hidden="true" class="h-[22rem]"></div>');
    expect(r.html).not.toContain('swiper');
    expect(r).toMatchObject({
      title: `${SITE} — study resources for B.Tech`,
      description: expect.stringContaining('Syllabus, previous-year papers') as unknown,
      missing: [],
    });
  });

  it('/pyq/Second-year: the papers by subject, from the data', async () => {
    const r = await render(page('/pyq/Second-year', { '/api/catalog/previous-year/secondYear': papers }));
    expectLayout(r.html);
    const shown = text(r.html);
    expect(shown).toContain('Previous Year paper for BTECH (2021-25)');
    expect(shown).toContain('Mathematics Engineering Mathematics III (2023-24)');
    expect(r.html).toContain(
      '<a href="/api/downloads/p2" target="_blank" rel="noopener noreferrer" class="text-brand-700 underline-offset-2 hover:underline">Data Structures (2023-24)</a>',
    );
    expect(r.title).toBe(`AKTU B.Tech Second Year Previous Year Papers | ${SITE}`);
    expect(r.description).toBe('AKTU B.Tech Second year previous-year question papers, by subject, as PDF.');
    expect(r.missing).toEqual([]);
  });

  it('/Job_portal: the first page of jobs and the fields of the filter', async () => {
    const r = await render(
      page('/Job_portal', { '/api/jobs/fields': { items: ['Software', 'Civil'] }, '/api/jobs?limit=20': { items: [job], next: null, total: 1 } }),
    );
    expectLayout(r.html);
    const shown = text(r.html);
    expect(shown).toContain('IT Job Portal');
    expect(shown).toContain('1 job');
    expect(shown).toContain('Graduate Engineer Trainee');
    expect(r.html).toContain('<option value="Civil">Civil</option>');
    expect(r).toMatchObject({ title: `IT Job Portal | ${SITE}`, missing: [] });
  });

  it('/Job_portal?q=java: the search in the URL asks for its own path and fills the form', async () => {
    const r = await render(page('/Job_portal?q=java', { '/api/jobs/fields': { items: [] }, '/api/jobs?q=java&limit=20': { items: [], next: null, total: 0 } }));
    expect(r.html).toContain('value="java"');
    expect(text(r.html)).toContain('No jobs match your search.');
    expect(r.missing).toEqual([]);
  });

  it('/jobs/:id: the job, its apply link as the browser writes the URL, its title', async () => {
    const r = await render(page('/jobs/j1', { '/api/jobs/j1': job }));
    expectLayout(r.html);
    expect(r.html).toContain('<h1 class="mt-4 text-2xl font-bold sm:text-3xl">Graduate Engineer Trainee</h1>');
    expect(text(r.html)).toContain('Posted 1h ago');
    expect(r.html).toContain('href="https://example.org/apply?to=j1"');
    expect(r).toMatchObject({
      title: `Graduate Engineer Trainee at Nimbus | ${SITE}`,
      description: 'Graduate Engineer Trainee at Nimbus, Noida. B.Tech Fresher.',
      missing: [],
    });
  });

  it('/mini_project: the projects by level', async () => {
    const r = await render(page('/mini_project', { '/api/projects': { items: [project] } }));
    expectLayout(r.html);
    const shown = text(r.html);
    expect(shown).toContain('Ready-to-Buy Mini Projects for Students');
    expect(shown).toContain('Quiz App');
    expect(shown).toContain('No projects at this level yet.');
    expect(r).toMatchObject({ title: `Ready-to-Buy Mini Projects for Students | ${SITE}`, missing: [] });
  });

  it('/Premium_courses: the courses with their prices', async () => {
    const r = await render(page('/Premium_courses', { '/api/courses': { items: [course] } }));
    expectLayout(r.html);
    const shown = text(r.html);
    expect(shown).toContain('Full Stack');
    expect(shown).toContain('₹999');
    expect(r).toMatchObject({ title: `Premium Courses | ${SITE}`, description: 'Placement-ready premium courses for B.Tech students.', missing: [] });
  });

  it('/course-details/:id that the API answered 404: the not-found state and title', async () => {
    const r = await render(
      page('/course-details/nope', {}, { '/api/courses/nope': { status: 404, body: { error: { code: 'not-found', message: 'No such course.' } } } }),
    );
    expectLayout(r.html);
    expect(text(r.html)).toContain('This course is not available');
    expect(r).toMatchObject({
      title: `This course is not available | ${SITE}`,
      description: 'The page you asked for is not here. It may have been removed.',
      missing: [],
    });
  });

  it('an unknown path: the not-found page', async () => {
    const r = await render(page('/no/such/page', {}));
    expect(text(r.html)).toContain('Page not found');
    expect(r.title).toBe(`Page not found | ${SITE}`);
  });

  it('pages for a signed-in visitor or an admin say noindex; public pages do not', async () => {
    for (const path of ['/login', '/admin', '/profile', '/Library']) expect((await render(page(path, {}))).noindex, path).toBe(true);
    const home = await render(page('/home', {}));
    expect(home.noindex).toBe(false);
  });

  it('/saved: what a browser with Cache Storage shows first (the server cannot know the device)', async () => {
    const r = await render(page('/saved', {}));
    expect(text(r.html)).toContain('Loading saved files');
    expect(text(r.html)).not.toContain('cannot keep files');
  });

  it('data the page asks for and did not get: reported, and the page renders in its loading state', async () => {
    const r = await render(page('/Job_portal', { '/api/jobs/fields': { items: ['Software'] } }));
    expect(r.missing).toEqual(['/api/jobs?limit=20']);
    expect(text(r.html)).toContain('Loading jobs…');
  });

  it('keeps nothing of one render for the next', async () => {
    await render(page('/jobs/j1', { '/api/jobs/j1': job }));
    const r = await render(page('/jobs/j1', {}));
    expect(r.missing).toEqual(['/api/jobs/j1']);
    expect(text(r.html)).toContain('Loading job...');
    expect(r.title).toBe('');
  });

  it('a render that fails answers its error', async () => {
    const r = await render(null as unknown as RenderRequest);
    expect(r.error).toMatch(/TypeError/);
  });
});
