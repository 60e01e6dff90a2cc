import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { SearchItem, SearchResults } from './api/types';

// Search finds the text inside every PDF (issue 27): an item matched only through its file's
// text (a "file hit") comes with the page and a passage, and opens its preview at that page.

// Matched by its title: as before.
const titleHit: SearchItem = {
  kind: 'previous-year',
  id: 'p1',
  title: 'BCS301 Data Structure (2023-24)',
  subtitle: 'End-semester paper.',
  subject: 'Data Structure',
  year: 'secondYear',
  url: '/api/downloads/p1',
  download: true,
  downloads: 3,
};

// Matched inside its file, on page 2.
const fileHit: SearchItem = {
  kind: 'previous-year',
  id: 'p3',
  title: 'BCS301 Data Structure (2022-23)',
  subtitle: 'End-semester paper.',
  subject: 'Data Structure',
  year: 'secondYear',
  url: '/preview/paper/p3?page=2',
  download: false,
  downloads: 0,
  page: 2,
  snippet: [
    { text: '…the working of ', match: false },
    { text: 'quick', match: true },
    { text: ' ', match: false },
    { text: 'sort', match: true },
    { text: ' with an example…', match: false },
  ],
};

const papers = (items: SearchItem[]): SearchResults['groups'][number] => ({
  kind: 'previous-year',
  label: 'Previous-year papers',
  total: items.length,
  next: null,
  items,
});
const notes: SearchResults['groups'][number] = {
  kind: 'notes',
  label: 'Notes',
  total: 1,
  next: null,
  items: [
    {
      kind: 'notes',
      id: 'n1',
      title: 'Data Structure Notes',
      subject: 'Data Structure',
      year: 'secondYear',
      url: '/api/downloads/n1',
      download: true,
      downloads: 0,
    },
  ],
};
const answer = (groups: SearchResults['groups'], extra: Partial<SearchResults> = {}): SearchResults => ({
  q: 'quick sort',
  total: groups.reduce((n, g) => n + g.total, 0),
  groups,
  ...extra,
});
const mostAsked = { code: 'BCS301', url: '/most-asked/BCS301' };

function searchApi(body: SearchResults) {
  server.use(http.get('/api/search', () => HttpResponse.json(body)));
}

// The preview page the file hit opens: not needed here, only where the app goes.
function previewApi() {
  server.use(http.get('/api/previews/paper/:id', () => HttpResponse.json({ error: { code: 'not-found', message: 'No such item.' } }, { status: 404 })));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('search results found inside a file', () => {
  it('a file hit shows "Page N" and the passage with the matched words marked, and opens its preview at that page', async () => {
    searchApi(answer([papers([titleHit, fileHit])]));
    previewApi();
    const { router } = renderApp('/search?q=quick+sort');
    const group = (await screen.findByRole('heading', { level: 2, name: 'Previous-year papers (2)' })).closest('section')!;
    const [first, second] = within(group).getAllByRole('listitem');

    // The file hit: its page and passage under the title (instead of its description).
    expect(within(second).getByRole('heading', { level: 3, name: 'BCS301 Data Structure (2022-23)' })).toBeInTheDocument();
    expect(second).toHaveTextContent('2nd year · Data Structure');
    expect(second).toHaveTextContent('Page 2: …the working of quick sort with an example…');
    expect(second).not.toHaveTextContent('End-semester paper.');
    expect([...second.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['quick', 'sort']);
    const open = within(second).getByRole('link', { name: 'Open page 2 of BCS301 Data Structure (2022-23)' });
    expect(open).toHaveAttribute('href', '/preview/paper/p3?page=2');
    expect(open).not.toHaveAttribute('target');
    expect(within(second).queryByRole('link', { name: /Download/ })).toBeNull();

    // The title hit, as before: its description, a download, no page and no marks.
    expect(first).toHaveTextContent('End-semester paper.');
    expect(first).not.toHaveTextContent(/Page \d/);
    expect(first.querySelector('mark')).toBeNull();
    expect(within(first).getByRole('link', { name: 'Download BCS301 Data Structure (2023-24)' })).toHaveAttribute('target', '_blank');

    await userEvent.click(open);
    await waitFor(() => expect(router.state.location.pathname).toBe('/preview/paper/p3'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('links "Most asked questions in BCS301" at the top of the previous-year papers when the answer has mostAsked', async () => {
    searchApi(answer([notes, papers([titleHit])], { q: 'bcs301', mostAsked }));
    renderApp('/search?q=bcs301');
    const group = (await screen.findByRole('heading', { level: 2, name: 'Previous-year papers (1)' })).closest('section')!;
    const link = within(group).getByRole('link', { name: 'Most asked questions in BCS301' });
    expect(link).toHaveAttribute('href', '/most-asked/BCS301');
    // Above the papers, and only once on the page.
    expect(link.compareDocumentPosition(within(group).getByRole('list')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Most asked questions/ })).toHaveLength(1);
  });

  it('puts the link at the top of the results when no previous-year paper is listed', async () => {
    searchApi(answer([notes], { q: 'bcs301', mostAsked }));
    renderApp('/search?q=bcs301');
    const notesHeading = await screen.findByRole('heading', { level: 2, name: 'Notes (1)' });
    const link = screen.getByRole('link', { name: 'Most asked questions in BCS301' });
    expect(link.compareDocumentPosition(notesHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no most asked link when the answer has no mostAsked', async () => {
    searchApi(answer([papers([titleHit])], { q: 'bcs301' }));
    renderApp('/search?q=bcs301');
    await screen.findByRole('heading', { level: 2, name: 'Previous-year papers (1)' });
    expect(screen.queryByRole('link', { name: /Most asked questions/ })).toBeNull();
  });
});

describe('the header suggestions for a file hit', () => {
  it('shows its page and marked passage, and Enter on it opens the preview at that page in the app', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    searchApi(answer([papers([titleHit, fileHit])]));
    previewApi();
    const { router } = renderApp('/syllabus');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search the site' }), 'quick sort');

    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    await within(list).findByText('BCS301 Data Structure (2022-23)');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'BCS301 Data Structure (2023-24)Previous-year papers · 2nd year · Data Structure',
      'BCS301 Data Structure (2022-23)Previous-year papers · 2nd year · Data StructurePage 2: …the working of quick sort with an example…',
      'See all results for “quick sort”',
    ]);
    expect([...options[1].querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['quick', 'sort']);

    // The arrow keys go through the options as before; Enter opens the hit's preview page.
    const combobox = screen.getByRole('combobox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[1].id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/preview/paper/p3'));
    expect(router.state.location.search).toBe('?page=2');
    expect(open).not.toHaveBeenCalled();
  });
});

// The site's own documents (lib/site-files): found by their title, they open their file itself
// in a new tab; found inside, their preview page at that page.
const syllabusHit: SearchItem = {
  kind: 'documents',
  id: 'syllabus-first-year',
  title: 'First Year Syllabus',
  url: '/files/syllabus/first-year.pdf',
  download: true,
  downloads: 0,
};
const legalFileHit: SearchItem = {
  kind: 'documents',
  id: 'legal-privacy',
  title: 'Privacy Policy',
  url: '/preview/document/legal-privacy?page=2',
  download: false,
  downloads: 0,
  page: 2,
  snippet: [
    { text: '…we keep your ', match: false },
    { text: 'syllabus', match: true },
    { text: ' choices…', match: false },
  ],
};
const documents: SearchResults['groups'][number] = { kind: 'documents', label: 'Documents', total: 2, next: null, items: [syllabusHit, legalFileHit] };

describe("the site's own documents in search", () => {
  it('are a Documents group: a title hit opens its file in a new tab, a file hit its preview at that page', async () => {
    searchApi(answer([notes, documents], { q: 'syllabus' }));
    renderApp('/search?q=syllabus');
    const group = (await screen.findByRole('heading', { level: 2, name: 'Documents (2)' })).closest('section')!;
    const [first, second] = within(group).getAllByRole('listitem');
    expect(within(first).getByRole('heading', { level: 3, name: 'First Year Syllabus' })).toBeInTheDocument();
    const download = within(first).getByRole('link', { name: 'Download First Year Syllabus' });
    expect(download).toHaveAttribute('href', '/files/syllabus/first-year.pdf');
    expect(download).toHaveAttribute('target', '_blank');

    expect(second).toHaveTextContent('Page 2: …we keep your syllabus choices…');
    const open = within(second).getByRole('link', { name: 'Open page 2 of Privacy Policy' });
    expect(open).toHaveAttribute('href', '/preview/document/legal-privacy?page=2');
    expect(open).not.toHaveAttribute('target');
  });

  it('are suggested under "Documents", and a title hit opens its file in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    searchApi(answer([documents], { q: 'syllabus' }));
    renderApp('/syllabus');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search the site' }), 'syllabus');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    const option = await within(list).findByRole('option', { name: /^First Year Syllabus/ });
    expect(option).toHaveTextContent('First Year SyllabusDocuments');
    await userEvent.click(option);
    expect(open).toHaveBeenCalledWith('/files/syllabus/first-year.pdf', '_blank', 'noopener');
  });
});
