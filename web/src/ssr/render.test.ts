// @vitest-environment node
// The server render (./render.tsx) under Node, without a DOM, called as the C++ server calls it
// in JavaScriptCore: pathshalaRender, then pathshalaPoll until it answers.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes, type PageHandle } from '@/app/router';
import type { JsonLd } from '@/lib/structured-data';
import type { RenderRequest } from './render';
import './render';

type Rendered = {
  html: string;
  title: string;
  description: string;
  noindex: boolean;
  missing: string[];
  canonical: string;
  status: number;
  ogType: string;
  jsonLd: JsonLd[];
  error?: string;
};
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
const notFound = (message: string) => ({ status: 404, body: { error: { code: 'not-found', message } } });

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
  employmentType: 'INTERN',
  salaryRange: { min: 400_000, max: 400_000 },
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
    expect(r.html).toContain('<div aria-hidden="true" class="h-[23rem]"></div>');
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
    const r = await render(page('/course-details/nope', { '/api/courses': { items: [course] } }, { '/api/courses/nope': notFound('No such course.') }));
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

// The page's <head> as the app decides it (lib/page-head): what server/src/pages wrote before.
describe('the server render: canonical, status, og:type and JSON-LD', () => {
  const crumbs = (...trail: [string, string][]) => ({
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, item], i) => ({ '@type': 'ListItem', position: i + 1, name, item })),
  });

  it('/pyq/Second-year: the trail from Home and the list of its downloads (safe links only)', async () => {
    const unsafe = { id: 'p3', title: 'Odd', subject: 'Others', downloadUrl: 'javascript:alert(1)', index: 3 };
    const r = await render(page('/pyq/Second-year', { '/api/catalog/previous-year/secondYear': { items: [...papers.items, unsafe] } }));
    expect(r).toMatchObject({ canonical: '/pyq/Second-year', status: 200, ogType: 'website', noindex: false });
    expect(r.jsonLd).toEqual([
      crumbs(['Home', '/home'], ['Previous year papers', '/pyq'], ['Previous year papers, Second year', '/pyq/Second-year']),
      {
        '@type': 'ItemList',
        name: 'Previous year papers, Second year',
        numberOfItems: 2,
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Engineering Mathematics III (2023-24)', url: '/files/pyq/m3.pdf' },
          { '@type': 'ListItem', position: 2, name: 'Data Structures (2023-24)', url: '/files/pyq/ds.pdf' },
        ],
      },
    ]);
  });

  it('a URL in another letter case, with a trailing slash: the canonical as the routes spell it', async () => {
    const r = await render(page('/PYQ/second-year/', { '/api/catalog/previous-year/secondYear': papers }));
    expect(r.canonical).toBe('/pyq/Second-year');
    expect(r.jsonLd[0]).toEqual(crumbs(['Home', '/home'], ['Previous year papers', '/pyq'], ['Previous year papers, Second year', '/pyq/Second-year']));
    expect((await render(page('/IMP_TOPIC', {}))).canonical).toBe('/imp_topic');
    expect((await render(page('/important-topics', {}))).canonical).toBe('/important-topics');
  });

  it('notes of a year on its two routes: the trail goes back to the chooser of the route asked for', async () => {
    const notes = {
      items: [
        { id: 'n1', title: 'Physics notes', description: '', imageUrl: 'Handwritten Notes', subject: 'Physics', downloadUrl: '/files/n1.pdf', fileType: 'PDF' },
      ],
    };
    const data = { '/api/catalog/notes/firstYear': notes };
    const handwritten = await render(page('/handwritten_notes/first-year', data));
    expect(handwritten.canonical).toBe('/handwritten_Notes/First-year');
    expect(handwritten.jsonLd[0]).toEqual(
      crumbs(['Home', '/home'], ['Handwritten notes', '/handwritten_Notes/year_selection'], ['Handwritten notes, First year', '/handwritten_Notes/First-year']),
    );
    const study = await render(page('/Study_material/FirstYearStudyMaterialPage', data));
    expect(study.jsonLd[1]).toMatchObject({ name: 'Study material, First year', itemListElement: [{ name: 'Physics notes', url: '/files/n1.pdf' }] });
  });

  it('/brevi_learning/First-year: the trail, the list of cards, then a Product per card', async () => {
    const card = { ...course, id: 'bl1', cardTitle: 'DBMS in a night' };
    const r = await render(page('/brevi_learning/First-year', { '/api/catalog/bl-notes/firstYear': { items: [card] } }));
    expect(r.jsonLd).toEqual([
      crumbs(['Home', '/home'], ['Brevi Learning notes', '/brevi_learning'], ['Brevi Learning notes, First year', '/brevi_learning/First-year']),
      {
        '@type': 'ItemList',
        name: 'Brevi Learning notes, First year',
        numberOfItems: 1,
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'DBMS in a night', url: '/course-details/bl1' }],
      },
      {
        '@type': 'Product',
        name: 'DBMS in a night',
        description: 'HTML to deployment.',
        offers: {
          '@type': 'Offer',
          price: 999,
          priceCurrency: 'INR',
          category: 'Paid',
          availability: 'https://schema.org/InStock',
          url: '/course-details/bl1',
        },
        image: '/files/images/c1.svg',
      },
    ]);
  });

  it('/ and /home: each its own canonical, the WebSite with the site name', async () => {
    for (const path of ['/', '/home']) {
      const r = await render(page(path, {}));
      expect(r).toMatchObject({ canonical: path, status: 200, ogType: 'website', jsonLd: [{ '@type': 'WebSite', name: SITE, url: '/' }] });
    }
  });

  it('/jobs/:id with a salary range: the JobPosting, as the C++ server wrote it', async () => {
    const posted = Date.UTC(2026, 10, 22, 10, 15, 30, 999);
    const ranged = { ...job, id: 'j2', salary: '4-6 LPA', postedAt: posted, employmentType: 'FULL_TIME', salaryRange: { min: 400_000, max: 600_000 } };
    const r = await render(page('/jobs/j2', { '/api/jobs/j2': ranged }));
    expect(r).toMatchObject({ canonical: '/jobs/j2', status: 200, ogType: 'website', missing: [] });
    expect(r.jsonLd[0]).toEqual(crumbs(['Home', '/home'], ['Job portal', '/Job_portal'], ['Graduate Engineer Trainee at Nimbus', '/jobs/j2']));
    const posting = r.jsonLd[1];
    expect(posting).toEqual({
      '@type': 'JobPosting',
      title: 'Graduate Engineer Trainee',
      description:
        '<p>Graduate Engineer Trainee at Nimbus.</p><ul><li>Skills: C, SQL</li><li>Qualification: B.Tech</li><li>Eligibility: 60% throughout</li>' +
        '<li>Batch: 2025</li><li>Experience: Fresher</li><li>Salary: 4-6 LPA</li><li>Field: Software</li></ul>',
      identifier: { '@type': 'PropertyValue', name: 'Nimbus', value: 'j2' },
      datePosted: '2026-11-22T10:15:30Z',
      validThrough: '2027-01-06T10:15:30Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Nimbus', sameAs: 'https://Example.org' },
      directApply: false,
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', unitText: 'YEAR', minValue: 400_000, maxValue: 600_000 },
      },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Noida', addressCountry: 'IN' } },
    });
    // The same order of keys as json_ld.cpp (JSON-LD does not care; a diff of pages does).
    expect(Object.keys(posting)).toEqual([
      '@type',
      'title',
      'description',
      'identifier',
      'datePosted',
      'validThrough',
      'employmentType',
      'hiringOrganization',
      'directApply',
      'baseSalary',
      'jobLocation',
    ]);
  });

  it('/jobs/:id that is not listed: 404, noindex, no JSON-LD, its canonical', async () => {
    const r = await render(page('/jobs/nope', {}, { '/api/jobs/nope': notFound('No such job.') }));
    expect(text(r.html)).toContain('This job is no longer listed');
    expect(r).toMatchObject({ canonical: '/jobs/nope', status: 404, noindex: true, ogType: 'website', jsonLd: [], missing: [] });
  });

  it('/course-details/:id of a premium course: a Course under Premium Courses, og:type product', async () => {
    const priced = { ...course, payable: 117_882 };
    const r = await render(page('/course-details/c1', { '/api/courses/c1': priced, '/api/courses': { items: [priced] } }));
    expect(r).toMatchObject({ canonical: '/course-details/c1', status: 200, ogType: 'product', missing: [] });
    expect(r.jsonLd).toEqual([
      crumbs(['Home', '/home'], ['Premium Courses', '/Premium_courses'], ['Full Stack Web Development', '/course-details/c1']),
      {
        '@type': 'Course',
        name: 'Full Stack Web Development',
        description: 'HTML to deployment.',
        provider: { '@type': 'Organization', name: SITE, sameAs: '/' },
        offers: {
          '@type': 'Offer',
          price: 1178.82,
          priceCurrency: 'INR',
          category: 'Paid',
          availability: 'https://schema.org/InStock',
          url: '/course-details/c1',
        },
        hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
        about: 'Web',
        inLanguage: 'en-IN',
        image: '/files/images/c1.svg',
      },
    ]);
  });

  it('/course-details/:id of a Brevi notes card (not in /api/courses): a Product under Brevi Learning notes', async () => {
    const notes = { ...course, id: 'bl1', title: 'DBMS notes', price: 0, description: undefined };
    const r = await render(page('/course-details/bl1', { '/api/courses/bl1': notes, '/api/courses': { items: [course] } }));
    expect(r.ogType).toBe('product');
    expect(r.jsonLd).toEqual([
      crumbs(['Home', '/home'], ['Brevi Learning notes', '/brevi_learning'], ['DBMS notes', '/course-details/bl1']),
      {
        '@type': 'Product',
        name: 'DBMS notes',
        description: 'DBMS notes',
        offers: { '@type': 'Offer', price: 0, priceCurrency: 'INR', category: 'Free', availability: 'https://schema.org/InStock', url: '/course-details/bl1' },
        image: '/files/images/c1.svg',
      },
    ]);
  });

  it('/course-details/:id asks for the premium course list too (which of the two it is)', async () => {
    const r = await render(page('/course-details/c1', { '/api/courses/c1': course }));
    expect(r.missing).toEqual(['/api/courses']);
  });

  it('/project/:id: a Product described by the project text, og:type product', async () => {
    const r = await render(page('/project/pb1', { '/api/projects/pb1': project }));
    expect(r).toMatchObject({ canonical: '/project/pb1', status: 200, ogType: 'product', missing: [] });
    expect(r.jsonLd).toEqual([
      crumbs(['Home', '/home'], ['Mini projects', '/mini_project'], ['QuizMaster', '/project/pb1']),
      {
        '@type': 'Product',
        name: 'Quiz App',
        description: 'Timed quizzes with scores.',
        offers: { '@type': 'Offer', price: 299, priceCurrency: 'INR', category: 'Paid', availability: 'https://schema.org/InStock', url: '/project/pb1' },
        image: '/files/images/p1.svg',
      },
    ]);
  });

  it('/mini_project: the trail, the list, then a Product per project', async () => {
    const r = await render(page('/mini_project', { '/api/projects': { items: [project] } }));
    expect(r.jsonLd.map((ld) => ld['@type'])).toEqual(['BreadcrumbList', 'ItemList', 'Product']);
    expect(r.jsonLd[1]).toMatchObject({ name: 'Mini projects', numberOfItems: 1, itemListElement: [{ name: 'Quiz App', url: '/project/pb1' }] });
    expect(r.jsonLd[2]).toMatchObject({ description: 'A quiz app in React', offers: { url: '/project/pb1' } });
  });

  it('/Job_portal?q=java: the portal is the canonical, its list the jobs shown', async () => {
    const r = await render(
      page('/job_portal?q=java', { '/api/jobs/fields': { items: [] }, '/api/jobs?q=java&limit=20': { items: [job], next: null, total: 1 } }),
    );
    expect(r.canonical).toBe('/Job_portal');
    expect(r.jsonLd).toEqual([
      crumbs(['Home', '/home'], ['Job portal', '/Job_portal']),
      {
        '@type': 'ItemList',
        name: 'Latest jobs',
        numberOfItems: 1,
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Graduate Engineer Trainee at Nimbus', url: '/jobs/j1' }],
      },
    ]);
  });

  it('a page without a head of its own: its path as requested, 200, no JSON-LD', async () => {
    expect(await render(page('/Login/', {}))).toMatchObject({ canonical: '/Login', status: 200, ogType: 'website', jsonLd: [] });
  });

  it('pathshalaFetch: the server answers what the page asks as it renders, in one render', async () => {
    const asked: string[] = [];
    globalThis.pathshalaFetch = (path) => {
      asked.push(path);
      if (path === '/api/jobs/j1') return { status: 200, body: job };
      if (path === '/api/jobs/gone') return notFound('This job is no longer listed.');
      return null;
    };
    try {
      const drawn = await render(page('/jobs/j1', {}));
      expect(asked).toEqual(['/api/jobs/j1']);
      expect(drawn.missing).toEqual([]);
      expect(text(drawn.html)).toContain('Graduate Engineer Trainee');
      expect(drawn.jsonLd.map((ld) => ld['@type'])).toEqual(['BreadcrumbList', 'JobPosting']);
      // An error answer is the app's own "not available", a 404 page.
      const gone = await render(page('/jobs/gone', {}));
      expect(gone.status).toBe(404);
      expect(gone.missing).toEqual([]);
      // No answer: drawn in its loading state, the path reported.
      const unanswered = await render(page('/jobs/j2', {}));
      expect(unanswered.missing).toEqual(['/api/jobs/j2']);
    } finally {
      globalThis.pathshalaFetch = undefined;
    }
  });
});

// "Inside the papers": the preview page is drawn by the server from GET /api/previews/{kind}/{id}.
describe('the server render: a preview page', () => {
  const paper = { id: 'p1', title: 'Data Structures (2023-24)', subject: 'Computer Science', downloadUrl: '/files/pyq/ds.pdf', index: 1, preview: true };
  const preview = {
    kind: 'paper',
    id: 'p1',
    title: paper.title,
    item: paper,
    state: 'done',
    pageCount: 2,
    freePages: null,
    pages: [1, 2].map((n) => ({ number: n, image: `/api/previews/paper/p1/pages/${n}`, width: 850, height: 1100, text: `Section ${n} & more` })),
  };

  it('/preview/paper/p1?page=2: the pages with their size and text, the download, its title; canonical without ?page', async () => {
    const r = await render(page('/preview/paper/p1?page=2', { '/api/previews/paper/p1': preview }));
    expectLayout(r.html);
    expect(r.html).toContain('<h1 class="text-2xl font-bold wrap-break-word sm:text-3xl">Data Structures (2023-24)</h1>');
    expect(r.html).toMatch(
      /<img src="\/api\/previews\/paper\/p1\/pages\/1" alt="Page 1 of Data Structures \(2023-24\)" width="850" height="1100" loading="eager"/,
    );
    expect(r.html).toContain('<summary class="cursor-pointer font-medium text-brand-700">Text of page 2</summary>');
    expect(r.html).toContain('<li id="page-2" tabindex="-1" aria-labelledby="page-2-heading" aria-current="true"');
    expect(text(r.html)).toContain('Section 2 & more');
    expect(r.html).toContain('href="/api/downloads/p1"');
    expect(r).toMatchObject({
      title: `Data Structures (2023-24) — Preview | ${SITE}`,
      description: 'See all 2 pages of Data Structures (2023-24) before you download it.',
      canonical: '/preview/paper/p1',
      status: 200,
      noindex: false,
      missing: [],
    });
  });

  it('names the preview it needs when nothing answers it', async () => {
    const r = await render(page('/preview/course/c1', {}));
    expect(r.missing).toEqual(['/api/previews/course/c1']);
  });

  it('an item without a preview (404) and a kind that does not exist: the not-found page, 404, noindex', async () => {
    const gone = await render(page('/preview/paper/gone', {}, { '/api/previews/paper/gone': notFound('No such preview.') }));
    expect(text(gone.html)).toContain('Page not found');
    expect(gone).toMatchObject({ title: `Page not found | ${SITE}`, status: 404, noindex: true, missing: [] });
    const odd = await render(page('/preview/zip/p1', {}));
    expect(odd).toMatchObject({ status: 404, noindex: true, missing: [] });
  });
});

// "The questions that come back": a subject's most asked questions, drawn by the server from
// GET /api/subjects/{code}/repeated-questions.
describe("the server render: a subject's most asked questions", () => {
  const question = 'Convert the infix expression A + (B * C - (D / E ^ F) * G) * H into postfix form.';
  const repeated = {
    code: 'BCS301',
    subject: 'Data Structure',
    year: 'secondYear',
    papers: 3,
    pending: 0,
    sessions: ['2023-24', '2022-23', '2021-22'],
    groups: [
      {
        text: question,
        count: 2,
        sessions: ['2023-24', '2021-22'],
        occurrences: [
          { paperId: 'p1', paperTitle: 'BCS301 Data Structure (2023-24)', session: '2023-24', page: 1, number: '2(b)', text: question },
          { paperId: 'p3', paperTitle: 'BCS301 Data Structure (2021-22)', session: '2021-22', page: 2, number: '3(a)', text: question },
        ],
      },
    ],
  };

  it('/most-asked/bcs301: the questions with their counts and links to the pages of the papers, its title; canonical as the server spells the code', async () => {
    const r = await render(page('/most-asked/bcs301', { '/api/subjects/BCS301/repeated-questions': repeated }));
    expectLayout(r.html);
    expect(r.html).toContain('<h1 class="text-2xl font-bold sm:text-3xl">Most asked questions</h1>');
    const shown = text(r.html);
    expect(shown).toContain('BCS301 Data Structure');
    expect(shown).toContain('From 3 previous-year papers: 2023-24, 2022-23, 2021-22');
    expect(r.html).toContain(`<h2 id="question-1" class="font-semibold wrap-break-word text-slate-900">${question}</h2>`);
    expect(shown).toContain('Asked 2 times In 2023-24, 2021-22');
    expect(r.html).toMatch(
      /<a href="\/preview\/paper\/p3\?page=2"[^>]*>2021-22, Q3\(a\), page 2<span class="sr-only"> of BCS301 Data Structure \(2021-22\)<\/span><\/a>/,
    );
    expect(r).toMatchObject({
      title: `Most asked questions — BCS301 Data Structure | ${SITE}`,
      description: 'The questions AKTU asked again and again in BCS301 Data Structure, from 3 previous-year papers (2021-22 to 2023-24).',
      canonical: '/most-asked/BCS301',
      status: 200,
      noindex: false,
      missing: [],
    });
  });

  it("/pyq/Second-year: a subject whose papers have a code links to them in the server's HTML already (nothing moves when the app takes over)", async () => {
    const withCode = { items: papers.items.map((p) => (p.id === 'p2' ? { ...p, subjectCode: 'BCS301' } : p)) };
    const r = await render(page('/pyq/Second-year', { '/api/catalog/previous-year/secondYear': withCode }));
    expect(r.html).toContain('<h2 class="text-lg font-semibold">Computer Science</h2>');
    expect(r.html).toMatch(/<a href="\/most-asked\/BCS301"[^>]*>Most asked questions in Computer Science<\/a>/);
    expect(r.html).toContain('<h2 class="mb-3 text-lg font-semibold">Mathematics</h2>');
    expect(r.html.match(/Most asked questions in/g)).toHaveLength(1);
  });

  it('names the repeated questions it needs, by the code in capitals', async () => {
    const r = await render(page('/most-asked/kcs301', {}));
    expect(r.missing).toEqual(['/api/subjects/KCS301/repeated-questions']);
  });

  it('a code with no previous-year papers (404): the not-found page, 404, noindex', async () => {
    const gone = await render(
      page('/most-asked/XYZ999', {}, { '/api/subjects/XYZ999/repeated-questions': notFound('No previous-year papers of this subject.') }),
    );
    expect(text(gone.html)).toContain('Page not found');
    expect(gone).toMatchObject({ title: `Page not found | ${SITE}`, status: 404, noindex: true, missing: [] });
  });
});
