import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { keepTypedBeforeStart } from '@/lib/typed-before-start';
import type { Job } from './api/types';

const job = (n: number, extra: Partial<Job> = {}): Job => ({
  id: `j${n}`,
  role: `Software Engineer ${n}`,
  company: 'Nimbus Softech',
  skills: 'Java, SQL',
  field: 'Software',
  batch: '2025',
  qualification: 'B.Tech CSE',
  eligibility: 'No active backlogs',
  salary: '3-6 LPA',
  experience: 'Fresher',
  location: 'Noida',
  applyUrl: 'https://careers.example.org/apply',
  postedAt: Date.now() - 2 * 3600_000,
  topCompany: n === 1,
  employmentType: 'FULL_TIME',
  salaryRange: { min: 300_000, max: 600_000 },
  ...extra,
});

const fields = http.get('/api/jobs/fields', () => HttpResponse.json({ items: ['Civil', 'Software'] }));

// One job for every GET /api/jobs; the query strings asked for, in order.
function answerJobsRecordingSearches(): string[] {
  const requests: string[] = [];
  server.use(
    fields,
    http.get('/api/jobs', ({ request }) => {
      requests.push(new URL(request.url).search);
      return HttpResponse.json({ items: [job(1)], next: null, total: 1 });
    }),
  );
  return requests;
}

describe('job portal', () => {
  it('shows six skeleton cards, then job cards with every detail and an Apply link', async () => {
    server.use(
      fields,
      http.get('/api/jobs', () => HttpResponse.json({ items: [job(1), job(2, { applyUrl: 'javascript:alert(1)' })], next: null, total: 2 })),
    );
    const { container } = renderApp('/Job_portal');
    await waitFor(() => expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(6));
    const card = (await screen.findByRole('heading', { name: 'Software Engineer 1' })).closest('article')!;
    for (const text of ['Nimbus Softech', 'Top company', 'Noida', '3-6 LPA', 'Fresher', '2025', 'B.Tech CSE', 'No active backlogs', 'Java, SQL', '2h ago'])
      expect(within(card).getByText(text)).toBeInTheDocument();
    const apply = within(card).getByRole('link', { name: /Apply for Software Engineer 1/ });
    expect(apply).toHaveAttribute('href', 'https://careers.example.org/apply');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('link', { name: 'Software Engineer 1' })).toHaveAttribute('href', '/jobs/j1');
    const unsafe = screen.getByRole('heading', { name: 'Software Engineer 2' }).closest('article')!;
    expect(within(unsafe).queryByRole('link', { name: /Apply/ })).toBeNull();
    expect(within(unsafe).getByText('Apply link not available')).toBeInTheDocument();
  });

  it('on a load failure shows an empty list, a message and a retry', async () => {
    let calls = 0;
    server.use(
      fields,
      http.get('/api/jobs', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ items: [job(1)], next: null, total: 1 });
      }),
    );
    renderApp('/Job_portal');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load jobs.');
    expect(screen.queryByRole('article')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Software Engineer 1' })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    server.use(
      fields,
      http.get('/api/jobs', () => HttpResponse.json({ items: [], next: null, total: 0 })),
    );
    renderApp('/Job_portal?q=astronaut');
    expect(await screen.findByText('No jobs match your search. Try other words or clear the filters.')).toBeInTheDocument();
  });

  it('keeps search, filters and sort in the URL and sends them to the server', async () => {
    const requests = answerJobsRecordingSearches();
    const { router } = renderApp('/Job_portal?field=Software');
    await screen.findByRole('heading', { name: 'Software Engineer 1' });
    expect(requests[0]).toContain('field=Software');
    await userEvent.selectOptions(screen.getByLabelText('Experience'), 'fresher');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'salary');
    await userEvent.type(screen.getByLabelText('Search jobs'), 'noida');
    await waitFor(() => expect(router.state.location.search).toBe('?q=noida&field=Software&experience=fresher&sort=salary'));
    await waitFor(() => expect(requests.at(-1)).toBe('?q=noida&field=Software&experience=fresher&sort=salary&limit=20'));
    // Typing is debounced: not one request per letter.
    expect(requests.filter((r) => r.includes('q=')).length).toBe(1);
  });

  it('loads more results on demand', async () => {
    server.use(
      fields,
      http.get('/api/jobs', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return cursor === '1' ? HttpResponse.json({ items: [job(2)], next: null, total: 2 }) : HttpResponse.json({ items: [job(1)], next: '1', total: 2 });
      }),
    );
    renderApp('/Job_portal');
    await screen.findByRole('heading', { name: 'Software Engineer 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more jobs' }));
    expect(await screen.findByRole('heading', { name: 'Software Engineer 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).toBeNull();
  });

  it('searches for what was typed into the server-rendered form before the app started, keeping the focus', async () => {
    const requests = answerJobsRecordingSearches();
    // The server's form (the app's own, drawn by the server: src/ssr), typed into while the scripts load.
    const serverHtml = document.createElement('div');
    serverHtml.innerHTML =
      '<header><form role="search"><input type="search" name="q" value=""></form></header>' +
      '<main><form role="search"><input type="search" name="q" value=""></form></main>';
    serverHtml.querySelector<HTMLInputElement>('header input')!.value = 'the header search is not the portal';
    document.body.append(serverHtml);
    const early = serverHtml.querySelector<HTMLInputElement>('main input')!;
    early.focus();
    early.value = 'noida';
    keepTypedBeforeStart(serverHtml);
    serverHtml.remove();

    const { router } = renderApp('/Job_portal');
    const box = await screen.findByLabelText('Search jobs');
    expect(box).toHaveValue('noida');
    await waitFor(() => expect(box).toHaveFocus());
    await waitFor(() => expect(router.state.location.search).toBe('?q=noida'));
    await waitFor(() => expect(requests.at(-1)).toBe('?q=noida&limit=20'));
  });

  it("keeps the header's site search apart from the portal's search", async () => {
    server.use(
      fields,
      http.get('/api/jobs', () => HttpResponse.json({ items: [job(1)], next: null, total: 1 })),
    );
    const serverHtml = document.createElement('div');
    serverHtml.innerHTML =
      '<header><form role="search"><input type="search" name="q" value=""></form></header>' +
      '<main><form role="search"><input type="search" name="q" value=""></form></main>';
    serverHtml.querySelector<HTMLInputElement>('header input')!.value = 'papers';
    keepTypedBeforeStart(serverHtml);

    renderApp('/Job_portal');
    await screen.findByRole('heading', { name: 'Software Engineer 1' });
    expect(screen.getByLabelText('Search jobs')).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('papers');
    // Two search landmarks, told apart by their names (the server's forms have the same).
    expect(screen.getAllByRole('search').map((form) => form.getAttribute('aria-label'))).toEqual(['Site search', 'Job search']);
  });
});
