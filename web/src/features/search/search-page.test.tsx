import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { SearchItem, SearchResults } from './api/types';

const paper = (n: number): SearchItem => ({
  kind: 'previous-year',
  id: `p${n}`,
  title: `BCS301 Data Structure paper ${n}`,
  subject: 'Data Structure',
  year: 'secondYear',
  url: `/api/downloads/p${n}`,
  download: true,
  downloads: 0,
});

const notes: SearchItem = {
  kind: 'notes',
  id: 'n1',
  title: 'Data Structure Notes (BCS301)',
  subtitle: 'Handwritten notes for the whole syllabus.',
  subject: 'Data Structure',
  year: 'secondYear',
  url: '/api/downloads/n1',
  download: true,
  downloads: 2,
};

const job: SearchItem = { kind: 'jobs', id: 'j1', title: 'Data Structures Intern', subtitle: 'Nimbus · Noida', url: '/jobs/j1', download: false, downloads: 0 };

const results = (groups: SearchResults['groups'], q = 'bcs301'): SearchResults => ({ q, total: groups.reduce((n, g) => n + g.total, 0), groups });

// Answers GET /api/search with `answer(params)` and records each request's query.
function searchApi(answer: (params: URLSearchParams) => Response) {
  const requests: Record<string, string>[] = [];
  server.use(
    http.get('/api/search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(Object.fromEntries(params));
      return answer(params);
    }),
  );
  return requests;
}

describe('the search results page', () => {
  it('shows a skeleton, then the groups with their totals, each result with its year, subject and a Download or Open link', async () => {
    const requests = searchApi(() =>
      HttpResponse.json(
        results([
          { kind: 'previous-year', label: 'Previous-year papers', total: 2, next: null, items: [paper(1), paper(2)] },
          { kind: 'notes', label: 'Notes', total: 1, next: null, items: [notes] },
          { kind: 'jobs', label: 'Jobs', total: 1, next: null, items: [job] },
        ]),
      ),
    );
    const { container } = renderApp('/search?q=bcs301');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “bcs301”' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0));

    const papers = (await screen.findByRole('heading', { level: 2, name: 'Previous-year papers (2)' })).closest('section')!;
    const first = within(papers).getAllByRole('listitem')[0];
    expect(within(first).getByRole('heading', { level: 3, name: 'BCS301 Data Structure paper 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('2nd year · Data Structure');
    const download = within(first).getByRole('link', { name: 'Download BCS301 Data Structure paper 1' });
    expect(download).toHaveAttribute('href', '/api/downloads/p1');
    expect(download).toHaveAttribute('target', '_blank');

    const notesGroup = screen.getByRole('heading', { level: 2, name: 'Notes (1)' }).closest('section')!;
    expect(notesGroup).toHaveTextContent('Handwritten notes for the whole syllabus.');
    const jobs = screen.getByRole('heading', { level: 2, name: 'Jobs (1)' }).closest('section')!;
    expect(jobs).toHaveTextContent('Nimbus · Noida');
    const open = within(jobs).getByRole('link', { name: 'Open Data Structures Intern' });
    expect(open).toHaveAttribute('href', '/jobs/j1');
    expect(open).not.toHaveAttribute('target');

    expect(screen.getByText('4 results')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(requests).toEqual([{ q: 'bcs301' }]);
    await waitFor(() => expect(document.title).toBe('Search: bcs301 | Pathshala'));
    // The page's own form, with the query filled in.
    expect(within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search study material, courses and jobs' })).toHaveValue('bcs301');
  });

  it('"Show more" appends the next page of that group in place, until there is none', async () => {
    const requests = searchApi((params) => {
      if (params.get('kind') !== 'previous-year') {
        return HttpResponse.json(
          results([
            { kind: 'previous-year', label: 'Previous-year papers', total: 7, next: '5', items: [1, 2, 3, 4, 5].map(paper) },
            { kind: 'jobs', label: 'Jobs', total: 1, next: null, items: [job] },
          ]),
        );
      }
      return params.get('cursor') === '5'
        ? HttpResponse.json(results([{ kind: 'previous-year', label: 'Previous-year papers', total: 7, next: '6', items: [paper(6)] }]))
        : HttpResponse.json(results([{ kind: 'previous-year', label: 'Previous-year papers', total: 7, next: null, items: [paper(7)] }]));
    });
    renderApp('/search?q=bcs301');
    const papers = (await screen.findByRole('heading', { level: 2, name: 'Previous-year papers (7)' })).closest('section')!;
    expect(within(papers).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(papers).getByRole('button', { name: 'Show more Previous-year papers' }));
    await within(papers).findByRole('heading', { name: 'BCS301 Data Structure paper 6' });
    expect(
      within(papers)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('h3')!.textContent),
    ).toEqual([1, 2, 3, 4, 5, 6].map((n) => `BCS301 Data Structure paper ${n}`));
    expect(requests[1]).toEqual({ q: 'bcs301', kind: 'previous-year', cursor: '5' });

    await userEvent.click(within(papers).getByRole('button', { name: 'Show more Previous-year papers' }));
    await within(papers).findByRole('heading', { name: 'BCS301 Data Structure paper 7' });
    expect(requests[2]).toEqual({ q: 'bcs301', kind: 'previous-year', cursor: '6' });
    expect(within(papers).getAllByRole('listitem')).toHaveLength(7);
    expect(within(papers).queryByRole('button', { name: /Show more/ })).toBeNull();
    // The other groups stay as they were.
    expect(within(screen.getByRole('heading', { name: 'Jobs (1)' }).closest('section')!).getAllByRole('listitem')).toHaveLength(1);
  });

  it('without a cursor in the grouped answer, "Show more" pages the kind from its start and leaves out what is shown', async () => {
    const requests = searchApi((params) =>
      params.get('kind')
        ? HttpResponse.json(results([{ kind: 'previous-year', label: 'Previous-year papers', total: 7, next: null, items: [1, 2, 3, 4, 5, 6, 7].map(paper) }]))
        : HttpResponse.json(results([{ kind: 'previous-year', label: 'Previous-year papers', total: 7, next: null, items: [1, 2, 3, 4, 5].map(paper) }])),
    );
    renderApp('/search?q=bcs301');
    const papers = (await screen.findByRole('heading', { level: 2, name: 'Previous-year papers (7)' })).closest('section')!;
    await userEvent.click(within(papers).getByRole('button', { name: /Show more/ }));
    await within(papers).findByRole('heading', { name: 'BCS301 Data Structure paper 7' });
    expect(within(papers).getAllByRole('listitem')).toHaveLength(7);
    expect(requests[1]).toEqual({ q: 'bcs301', kind: 'previous-year' });
    expect(within(papers).queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('says when nothing matches, with what to try', async () => {
    searchApi(() => HttpResponse.json(results([], 'zzqx')));
    renderApp('/search?q=zzqx');
    expect(await screen.findByText('No results for “zzqx”.')).toBeInTheDocument();
    expect(screen.getByText(/a subject code, like BCS301/)).toBeInTheDocument();
  });

  it('shows an error with Retry that recovers', async () => {
    let calls = 0;
    searchApi(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 })
        : HttpResponse.json(results([{ kind: 'notes', label: 'Notes', total: 1, next: null, items: [notes] }]));
    });
    renderApp('/search?q=bcs301');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not search right now. Something went wrong on our side.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Notes (1)' })).toBeInTheDocument();
  });

  it('keeps the year filter in the URL and sends it with the search', async () => {
    const requests = searchApi(() => HttpResponse.json(results([{ kind: 'notes', label: 'Notes', total: 1, next: null, items: [notes] }])));
    const { router } = renderApp('/search?q=bcs301');
    await screen.findByRole('heading', { level: 2, name: 'Notes (1)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2nd year');
    await waitFor(() => expect(router.state.location.search).toBe('?q=bcs301&year=secondYear'));
    await waitFor(() => expect(requests.at(-1)).toEqual({ q: 'bcs301', year: 'secondYear' }));
    expect(await screen.findByText('1 result in 2nd year')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('secondYear');
  });

  it('asks for a query when there is none, without a request', async () => {
    const requests = searchApi(() => HttpResponse.json(results([])));
    renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText(/Type a subject code or name/)).toBeInTheDocument();
    expect(requests).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Search | Pathshala'));
  });
});
