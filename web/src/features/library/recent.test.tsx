import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LibraryItem } from '@/lib/library';
import { signedInAs } from '@/testing/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const paper = { id: 'p1', title: 'BAS101 Physics (2023-24)', downloadUrl: '/files/p1.pdf', subject: 'Engineering Physics', index: 1 };
const topic = {
  id: 't1',
  title: 'Engineering Physics - Important Topics',
  description: 'The topics asked most often.',
  imageUrl: 'Important Topics',
  downloadUrl: '/files/important-topics/first-year/bas101.pdf',
  fileType: 'PDF',
};

// Every POST /api/me/recent/{kind}/{id}, as "kind/id".
function recordedOpens(): string[] {
  const opened: string[] = [];
  server.use(
    http.post('/api/me/recent/:kind/:id', ({ params }) => {
      opened.push(`${params.kind}/${params.id}`);
      return HttpResponse.json({
        item: { kind: params.kind, id: params.id, openedAt: Date.now(), section: 'notes', sectionLabel: 'Notes', title: 'x', url: '/', download: false },
      });
    }),
  );
  return opened;
}

// jsdom cannot open a new tab: the link's own default action is stopped, its handlers still run.
const stopNavigation = (e: Event) => e.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation, true));
afterEach(() => document.removeEventListener('click', stopNavigation, true));

describe('recording what a signed-in student opens', () => {
  it('a paper’s download link records it (POST), without holding the link up', async () => {
    const opened = recordedOpens();
    server.use(
      signedInAs(),
      http.get('/api/catalog/previous-year/firstYear', () => HttpResponse.json({ items: [paper] })),
    );
    renderApp('/pyq/First-year');
    const link = await screen.findByRole('link', { name: paper.title });
    expect(link).toHaveAttribute('href', '/api/downloads/p1');
    expect(link).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Save to my library/ })).toBeInTheDocument());
    await userEvent.click(link);
    await waitFor(() => expect(opened).toEqual(['paper/p1']));
  });

  it('a material card’s Download Now records it as a material, and the recent list is asked again', async () => {
    const opened = recordedOpens();
    let recentAsked = 0;
    server.use(
      signedInAs(),
      http.get('/api/catalog/important-topics/firstYear', () => HttpResponse.json({ items: [topic] })),
      http.get('/api/me/recent', () => {
        recentAsked += 1;
        return HttpResponse.json({ items: [] });
      }),
    );
    // The recent list, seen on /library first: cached, and fresh for a minute.
    const { router } = renderApp('/library');
    await screen.findByText(/Nothing opened yet\./);
    expect(recentAsked).toBe(1);
    await router.navigate('/important-topics/first-year');
    const card = (await screen.findByText(topic.title)).closest('article')!;
    await waitFor(() => expect(within(card).getByRole('button', { name: `Save to my library: ${topic.title}` })).toBeInTheDocument());
    await userEvent.click(within(card).getByRole('link', { name: 'Download Now' }));
    await waitFor(() => expect(opened).toEqual(['material/t1']));
    // Back on /library the list is asked again (the POST made the cached one stale).
    await router.navigate('/library');
    await waitFor(() => expect(recentAsked).toBe(2));
  });

  it('records nothing for a signed-out visitor', async () => {
    const opened = recordedOpens();
    server.use(http.get('/api/catalog/previous-year/firstYear', () => HttpResponse.json({ items: [paper] })));
    renderApp('/pyq/First-year');
    await screen.findByRole('link', { name: 'signup now' });
    await userEvent.click(await screen.findByRole('link', { name: paper.title }));
    // Give a request the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(opened).toEqual([]);
  });

  it('a failed recording changes nothing the student sees', async () => {
    server.use(
      signedInAs(),
      http.get('/api/catalog/previous-year/firstYear', () => HttpResponse.json({ items: [paper] })),
      http.post('/api/me/recent/:kind/:id', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 }),
      ),
    );
    renderApp('/pyq/First-year');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Save to my library/ })).toBeInTheDocument());
    await userEvent.click(await screen.findByRole('link', { name: paper.title }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });

  it('reading a paper in its preview records the paper; a site document records nothing', async () => {
    const opened = recordedOpens();
    const preview = (kind: string, id: string, title: string) => ({
      kind,
      id,
      title,
      item: kind === 'paper' ? { ...paper, preview: true } : { id, title, url: '/files/syllabus/first-year.pdf' },
      state: 'done',
      pageCount: 1,
      freePages: null,
      pages: [{ number: 1, image: `/api/previews/${kind}/${id}/pages/1`, width: 850, height: 1100, text: 'Section A' }],
    });
    server.use(
      signedInAs(),
      http.get('/api/previews/paper/p1', () => HttpResponse.json(preview('paper', 'p1', paper.title))),
      http.get('/api/previews/document/syllabus-first-year', () => HttpResponse.json(preview('document', 'syllabus-first-year', 'First Year Syllabus'))),
    );
    const { router } = renderApp('/preview/document/syllabus-first-year');
    expect(await screen.findByRole('heading', { level: 1, name: 'First Year Syllabus' })).toBeInTheDocument();
    await router.navigate('/preview/paper/p1');
    expect(await screen.findByRole('heading', { level: 1, name: paper.title })).toBeInTheDocument();
    await waitFor(() => expect(opened).toEqual(['paper/p1']));
  });

  it('opening a job’s page records the job', async () => {
    const opened = recordedOpens();
    server.use(
      signedInAs(),
      http.get('/api/jobs/:id', () =>
        HttpResponse.json({
          id: 'j 7',
          role: 'Site Engineer',
          company: 'Larsen Build',
          skills: 'AutoCAD',
          field: 'Civil',
          batch: '2025',
          qualification: 'B.Tech Civil',
          eligibility: '60% throughout',
          salary: '4-5 LPA',
          experience: '0-1 years',
          location: 'Lucknow',
          applyUrl: 'https://careers.example.org/site-engineer',
          postedAt: Date.now() - 3_600_000,
          topCompany: false,
          employmentType: 'FULL_TIME',
          salaryRange: { min: 400_000, max: 500_000 },
        }),
      ),
    );
    renderApp('/jobs/j%207');
    expect(await screen.findByRole('heading', { level: 1, name: 'Site Engineer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to my library: Site Engineer at Larsen Build' })).toBeInTheDocument();
    await waitFor(() => expect(opened).toEqual(['job/j 7']));
  });

  it('opening a course’s page records the course', async () => {
    const opened = recordedOpens();
    server.use(
      signedInAs(),
      http.get('/api/courses/:id', () =>
        HttpResponse.json({
          id: 'bl1',
          title: 'Engineering Physics - Complete Notes',
          cardTitle: 'Engineering Physics',
          description: 'Unit-wise notes.',
          imageUrl: '/files/images/bl-notes/bas101.svg',
          price: 149,
          originalPrice: 298,
        }),
      ),
    );
    renderApp('/course-details/bl1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Engineering Physics - Complete Notes' })).toBeInTheDocument();
    await waitFor(() => expect(opened).toEqual(['course/bl1']));
  });

  it('a page that does not exist records nothing', async () => {
    const opened = recordedOpens();
    server.use(
      signedInAs(),
      http.get('/api/projects/:id', () => HttpResponse.json({ error: { code: 'not-found', message: 'No.' } }, { status: 404 })),
    );
    renderApp('/project/gone');
    await screen.findByRole('heading', { level: 1, name: 'This project is not available' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(opened).toEqual([]);
  });
});

const recent = (n: number): LibraryItem => ({
  kind: 'paper',
  id: `p${n}`,
  openedAt: Date.now() - n * 3_600_000,
  section: 'previous-year',
  sectionLabel: 'Previous-year papers',
  title: `Paper ${n}`,
  url: `/api/downloads/p${n}`,
  download: true,
});

describe('Recently opened on /home', () => {
  it('shows a signed-in student’s last five items and the way to the rest', async () => {
    server.use(
      signedInAs(),
      http.get('/api/me/recent', () => HttpResponse.json({ items: [1, 2, 3, 4, 5, 6, 7].map(recent) })),
    );
    renderApp('/home');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Recently opened' })).closest('section')!;
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Paper 1', 'Paper 2', 'Paper 3', 'Paper 4', 'Paper 5']);
    expect(rows[1]).toHaveTextContent('Previous-year papers · Opened 2 hours ago');
    expect(within(section).getByRole('link', { name: 'See all in My library' })).toHaveAttribute('href', '/library');
  });

  it('shows nothing when the list is empty', async () => {
    let asked = false;
    server.use(
      signedInAs(),
      http.get('/api/me/recent', () => {
        asked = true;
        return HttpResponse.json({ items: [] });
      }),
    );
    renderApp('/home');
    await screen.findByRole('heading', { name: 'What year do you in study?' });
    await waitFor(() => expect(asked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Recently opened' })).toBeNull();
  });

  it('shows nothing to a signed-out visitor, and asks the server for nothing', async () => {
    let asked = false;
    server.use(
      http.get('/api/me/recent', () => {
        asked = true;
        return HttpResponse.json({ items: [recent(1)] });
      }),
    );
    renderApp('/home');
    await screen.findByRole('link', { name: 'signup now' });
    await screen.findByRole('heading', { name: 'What year do you in study?' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: 'Recently opened' })).toBeNull();
    expect(asked).toBe(false);
  });
});
