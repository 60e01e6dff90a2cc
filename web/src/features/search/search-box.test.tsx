import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { SearchResults } from './api/types';

const results: SearchResults = {
  q: 'bcs301',
  total: 4,
  groups: [
    {
      kind: 'previous-year',
      label: 'Previous-year papers',
      total: 2,
      next: null,
      items: [
        {
          kind: 'previous-year',
          id: 'p1',
          title: 'BCS301 Data Structure (2023-24)',
          subject: 'Data Structure',
          year: 'secondYear',
          url: '/api/downloads/p1',
          download: true,
          downloads: 3,
        },
        {
          kind: 'previous-year',
          id: 'p2',
          title: 'BCS301 Data Structure (2022-23)',
          subject: 'Data Structure',
          year: 'secondYear',
          url: '/api/downloads/p2',
          download: true,
          downloads: 0,
        },
      ],
    },
    {
      kind: 'premium',
      label: 'Premium courses',
      total: 1,
      next: null,
      items: [{ kind: 'premium', id: 'c1', title: 'Data Structures in C', subject: 'DSA', url: '/course-details/c1', download: false, downloads: 0 }],
    },
  ],
};

// Every /api/search request, with its query string; answers `body` (or the status given).
function searchApi(body: object = results, status = 200) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('/api/search', ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

const box = () => screen.getByRole('banner').querySelector<HTMLInputElement>('input[name="q"]')!;

// Types into the header's box on /syllabus (a page without a search box of its own).
async function typeInHeader(text: string) {
  const { router } = renderApp('/syllabus');
  await screen.findByRole('heading', { level: 1 });
  const input = within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search the site' });
  await userEvent.type(input, text);
  return { input, router };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the header search box', () => {
  it('is a plain GET form to /search with a labelled search input', () => {
    renderApp('/syllabus');
    const form = within(screen.getByRole('banner')).getByRole('search', { name: 'Site search' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { name: 'Search the site' })).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  for (const [path, own] of [
    ['/home', 'Find study material, courses and jobs'],
    ['/search?q=bcs301', 'Refine search'],
  ]) {
    it(`is a search landmark named apart from the page's own search box on ${path}`, async () => {
      searchApi();
      renderApp(path);
      await screen.findByRole('search', { name: own });
      expect(screen.getAllByRole('search').map((form) => form.getAttribute('aria-label'))).toEqual(['Site search', own]);
    });
  }

  it('suggests after a pause in typing, with one request for the whole word, each with its kind, year and subject', async () => {
    const requests = searchApi();
    await typeInHeader('bcs301');
    // Nothing is asked while the student is still typing.
    expect(requests).toHaveLength(0);

    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    // At once: the way to the full results; after the pause, the suggestions above it.
    expect(within(list).getByRole('option')).toHaveTextContent('See all results for “bcs301”');
    await within(list).findByText('Data Structures in C');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'BCS301 Data Structure (2023-24)Previous-year papers · 2nd year · Data Structure',
      'BCS301 Data Structure (2022-23)Previous-year papers · 2nd year · Data Structure',
      'Data Structures in CPremium courses · DSA',
      'See all results for “bcs301”',
    ]);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0])).toEqual({ q: 'bcs301', limit: '3' });

    const combobox = screen.getByRole('combobox', { name: 'Search the site' });
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-controls', list.id);
  });

  it('never lists the last text’s suggestions while those of the new text load', async () => {
    // bcs301 is answered at once; the answer for "maths" waits until the test lets it go.
    let release: (() => void) | undefined;
    const maths: SearchResults = {
      q: 'maths',
      total: 1,
      groups: [
        {
          kind: 'notes',
          label: 'Notes',
          total: 1,
          next: null,
          items: [
            {
              kind: 'notes',
              id: 'm1',
              title: 'Engineering Maths I notes',
              subject: 'Maths',
              year: 'firstYear',
              url: '/api/downloads/m1',
              download: true,
              downloads: 0,
            },
          ],
        },
      ],
    };
    server.use(
      http.get('/api/search', async ({ request }) => {
        if (new URL(request.url).searchParams.get('q') !== 'maths') return HttpResponse.json(results);
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(maths);
      }),
    );
    const { input } = await typeInHeader('bcs301');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    await within(list).findByText('Data Structures in C');

    await userEvent.clear(input);
    await userEvent.type(input, 'maths');
    // While typing, during the pause, and while the request is under way: only the way to the
    // full results for what is in the box, and "Searching…".
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['See all results for “maths”']);
    expect(within(list).queryByText('Data Structures in C')).toBeNull();
    expect(within(list.parentElement!).getByRole('status')).toHaveTextContent('Searching…');
    await waitFor(() => expect(release).toBeTypeOf('function'));
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['See all results for “maths”']);
    expect(within(list.parentElement!).getByRole('status')).toHaveTextContent('Searching…');

    release!();
    await within(list).findByText('Engineering Maths I notes');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Engineering Maths I notesNotes · 1st year · Maths', 'See all results for “maths”']);
    expect(within(list).queryByText(/BCS301/)).toBeNull();
    expect(within(list.parentElement!).getByRole('status')).toHaveTextContent(/^$/); // no longer searching
  });

  it('asks nothing for fewer than two characters', async () => {
    const requests = searchApi();
    const { input } = await typeInHeader('b');
    await waitFor(() => expect(input).toHaveAttribute('role', 'combobox'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('moves through the suggestions with the arrow keys, and Enter opens the highlighted one in the app', async () => {
    searchApi();
    const { router } = await typeInHeader('bcs301');
    const list = await screen.findByRole('listbox');
    await within(list).findByText('Data Structures in C');
    const combobox = screen.getByRole('combobox');

    await userEvent.keyboard('{ArrowDown}');
    const options = within(list).getAllByRole('option');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[3].id); // "See all results"
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0].id); // wraps round
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[2].id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    server.use(http.get('/api/courses/c1', () => HttpResponse.json({ error: { code: 'not-found', message: 'No.' } }, { status: 404 })));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-details/c1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'This course is not available' })).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a download in a new tab, from the keyboard or with the mouse', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    searchApi();
    await typeInHeader('bcs301');
    const list = await screen.findByRole('listbox');
    await within(list).findByText('BCS301 Data Structure (2023-24)');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(open).toHaveBeenCalledWith('/api/downloads/p1', '_blank', 'noopener');
    expect(screen.queryByRole('listbox')).toBeNull();

    // Typing again opens the list again; a click on a suggestion opens it.
    await userEvent.type(box(), ' ');
    await userEvent.click(await screen.findByRole('option', { name: /2022-23/ }));
    expect(open).toHaveBeenLastCalledWith('/api/downloads/p2', '_blank', 'noopener');
  });

  it('Escape closes the list and keeps the text; the arrow key opens it again', async () => {
    searchApi();
    await typeInHeader('bcs301');
    await screen.findByRole('option', { name: /Data Structures in C/ });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('bcs301');
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id);
  });

  it('submitting goes to the results page for what was typed', async () => {
    searchApi({ ...results, q: 'data structure' });
    const { router } = await typeInHeader('data structure{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=data+structure');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “data structure”' })).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('"See all results" goes to the results page', async () => {
    searchApi();
    await typeInHeader('bcs301');
    await userEvent.click(await screen.findByRole('option', { name: 'See all results for “bcs301”' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “bcs301”' })).toBeInTheDocument();
  });

  it('says when suggestions cannot be loaded, and still offers the full search', async () => {
    searchApi({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, 500);
    await typeInHeader('bcs301');
    expect(await screen.findByText('Suggestions are not available right now. Press Enter to search.')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['See all results for “bcs301”']);
  });

  it('shows nothing for a query the server refuses (400)', async () => {
    const requests = searchApi({ error: { code: 'invalid-parameter', message: 'q is too long.' } }, 400);
    const { input } = await typeInHeader('bcs301');
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
