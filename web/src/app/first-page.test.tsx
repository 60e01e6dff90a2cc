import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ME_KEY } from '@/lib/auth';
import { resetPageData } from '@/lib/page-data';
import { server } from '@/testing/server';
import { prepareFirstPage } from './first-page';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

// What main.tsx does with a server-rendered page: prepare, then one render into #root.
// The assertions run right after the first render (no waiting): that commit must already be
// the whole page with its data, replacing the server's HTML.

const papers = {
  items: [
    { id: 'p1', title: 'Engineering Mathematics III (2023-24)', subject: 'Mathematics', downloadUrl: '/files/pyq/m3.pdf', year: 'secondYear' },
    { id: 'p2', title: 'Data Structures (2023-24)', subject: 'Computer Science', downloadUrl: '/files/pyq/ds.pdf', year: 'secondYear' },
  ],
};
const jobsPage = {
  items: [
    {
      id: 'j1',
      role: 'Graduate Engineer Trainee',
      company: 'Nimbus',
      skills: 'C',
      field: 'Software',
      batch: '2025',
      qualification: 'B.Tech',
      eligibility: '',
      salary: '4 LPA',
      experience: 'Fresher',
      location: 'Noida',
      applyUrl: 'https://example.org/a',
      postedAt: Date.now(),
      topCompany: false,
      employmentType: 'INTERN',
      salaryRange: { min: 400_000, max: 400_000 },
    },
  ],
  next: null,
  total: 1,
};

function serverRendered(pageData: string, content: string) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = content;
  const script = document.createElement('script');
  script.id = 'page-data';
  script.type = 'application/json';
  script.textContent = pageData;
  document.body.append(root, script);
  resetPageData();
  return root;
}

// Fails the test on any request: everything must come from the page.
function noNetwork(requests: string[]) {
  server.use(
    http.all('*', ({ request }) => {
      requests.push(new URL(request.url).pathname + new URL(request.url).search);
      return HttpResponse.json({ error: { code: 'unexpected', message: 'unexpected' } }, { status: 500 });
    }),
  );
}

async function takeOver(root: HTMLElement, url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const { pathname, search } = new URL(url, 'http://localhost');
  await prepareFirstPage(client, { pathname, search });
  return render(
    <AppProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
    { container: root },
  );
}

afterEach(() => {
  document.getElementById('root')?.remove();
  document.getElementById('page-data')?.remove();
  resetPageData();
});

describe('taking over a server-rendered page', () => {
  it('a page the server drew for a request without a session: nobody is signed in from the first render, and the app still asks once', async () => {
    serverRendered(JSON.stringify({ '/api/auth/session': { user: null }, '/api/site': { name: 'Pathshala' } }), '<main></main>');
    const client = new QueryClient();
    await prepareFirstPage(client, { pathname: '/syllabus', search: '' });
    expect(client.getQueryData(ME_KEY)).toBeNull();
    // Stale: the header's query asks again in the background (and a new visitor gets its cookie).
    expect(client.getQueryState(ME_KEY)?.dataUpdatedAt).toBe(0);
    expect(client.getQueryState(ME_KEY)?.status).toBe('success');
  });

  it('runs `between` before matching the route and before starting the downloads (the browser gives each step a task)', async () => {
    serverRendered(JSON.stringify({ '/api/auth/session': { user: null }, '/api/site': { name: 'Pathshala' } }), '<main></main>');
    const client = new QueryClient();
    const steps: string[] = [];
    const between = () => {
      steps.push(client.getQueryData(ME_KEY) === undefined ? 'between, nothing loaded' : 'between, loaded');
      return Promise.resolve();
    };
    await prepareFirstPage(client, { pathname: '/syllabus', search: '' }, between);
    expect(steps).toEqual(['between, nothing loaded', 'between, nothing loaded']);
    expect(client.getQueryData(ME_KEY)).toBeNull();
  });

  it('/pyq/Second-year: the first commit is the page with its papers, from the page data, without a request', async () => {
    const requests: string[] = [];
    noNetwork(requests);
    const root = serverRendered(
      JSON.stringify({ '/api/catalog/previous-year/secondYear': papers, '/api/site': { name: 'Pathshala' } }),
      '<main id="main"><h1>Previous Year paper for BTECH (2021-25)</h1><p>server copy</p></main>',
    );
    await takeOver(root, '/pyq/Second-year');
    expect(screen.queryByText('server copy')).toBeNull();
    expect(screen.queryByText('Loading…', { selector: 'p' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Previous Year paper for BTECH (2021-25)' })).toBeInTheDocument();
    const maths = screen.getByRole('heading', { name: 'Mathematics' }).closest('section')!;
    expect(within(maths).getByRole('link', { name: 'Engineering Mathematics III (2023-24)' })).toHaveAttribute('href', '/api/downloads/p1');
    expect(screen.getByRole('link', { name: 'Data Structures (2023-24)' })).toBeInTheDocument();
    // /api/auth/session (not embedded here, as for a request with a session): the only request.
    expect(requests.filter((r) => r !== '/api/auth/session')).toEqual([]);
  });

  it('/Job_portal: the first page of jobs and the fields come from the page data', async () => {
    const requests: string[] = [];
    noNetwork(requests);
    const root = serverRendered(
      JSON.stringify({ '/api/jobs?limit=20': jobsPage, '/api/jobs/fields': { items: ['Software', 'Civil'] }, '/api/site': { name: 'Pathshala' } }),
      '<main><h1>IT Job Portal</h1></main>',
    );
    await takeOver(root, '/Job_portal');
    expect(screen.getByRole('heading', { name: 'Graduate Engineer Trainee' })).toBeInTheDocument();
    expect(screen.getByText('1 job')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Field')).getByRole('option', { name: 'Civil' })).toBeInTheDocument();
    expect(requests.filter((r) => r !== '/api/auth/session')).toEqual([]);
  });

  it('a data page (/project/:id) whose id the page data answers', async () => {
    const requests: string[] = [];
    noNetwork(requests);
    const project = {
      id: 'p9',
      cardTitle: 'Quiz App',
      site_name: 'QuizMaster',
      subtitle: 'A quiz app in React',
      level: 'beginner',
      image: '',
      proj_desc: 'Timed quizzes with scores.',
      site_url: 'https://example.org/report',
      buy_url: 'https://example.org/buy',
      price: 499,
      originalPrice: 999,
    };
    const root = serverRendered(JSON.stringify({ '/api/projects/p9': project }), '<main><h1>QuizMaster</h1></main>');
    await takeOver(root, '/project/p9');
    expect(screen.getByRole('heading', { level: 1, name: 'QuizMaster' })).toBeInTheDocument();
    expect(screen.getByText('Timed quizzes with scores.')).toBeInTheDocument();
    expect(requests.filter((r) => r !== '/api/auth/session' && r !== '/api/site')).toEqual([]);
  });

  it('without page data (a page the server does not render) the page code is still loaded first: no "Loading…"', async () => {
    server.use(http.get('/api/catalog/previous-year/:year', () => HttpResponse.json(papers)));
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    await takeOver(root, '/pyq/Second-year');
    expect(screen.queryByText('Loading…', { selector: 'p' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Previous Year paper for BTECH (2021-25)' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Data Structures (2023-24)' })).toBeInTheDocument();
  });

  it('a file refused to a browser: the app shows the refusal the server embedded, with its next steps', async () => {
    const requests: string[] = [];
    noNetwork(requests);
    const refusal = {
      status: 403,
      code: 'not-purchased',
      title: 'Buy this file first',
      message: 'This file is sold on this site: buy it, then download it from My purchases.',
      next: [
        { label: 'See courses and notes for sale', href: '/Premium_courses' },
        { label: 'My purchases', href: '/purchases' },
        { label: 'Elsewhere', href: 'https://evil.example/' },
      ],
    };
    const root = serverRendered(JSON.stringify({ '#refusal': refusal, '/api/site': { name: 'Pathshala' } }), '<section><h1>Buy this file first</h1></section>');
    await takeOver(root, '/files/courses/notes.pdf');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy this file first' })).toBeInTheDocument();
    expect(screen.getByText(refusal.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See courses and notes for sale' })).toHaveAttribute('href', '/Premium_courses');
    expect(screen.getByRole('link', { name: 'My purchases' })).toHaveAttribute('href', '/purchases');
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).toBeNull();
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('an unknown path without a refusal is the plain not-found page', async () => {
    noNetwork([]);
    const root = serverRendered(JSON.stringify({ '/api/site': { name: 'Pathshala' } }), '');
    await takeOver(root, '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
  });
});
