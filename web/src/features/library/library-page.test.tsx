import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LibraryItem } from '@/lib/library';
import { saveFile } from '@/lib/saved-files';
import { signedInAs } from '@/testing/auth';
import { installCaches, removeCaches } from '@/testing/cache-storage';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const day = (d: number) => Date.UTC(2026, 10, d, 6);

// Newest saved first, as the server answers; sections deliberately out of the page's order.
const saved: LibraryItem[] = [
  {
    kind: 'job',
    id: 'j1',
    savedAt: day(26),
    section: 'jobs',
    sectionLabel: 'Jobs',
    title: 'Frontend Developer',
    subtitle: 'Acme · Noida',
    url: '/jobs/j1',
    download: false,
  },
  {
    kind: 'material',
    id: 'n1',
    savedAt: day(25),
    section: 'notes',
    sectionLabel: 'Notes',
    title: 'Data Structure Notes (BCS301)',
    subject: 'Data Structure',
    year: 'secondYear',
    url: '/api/downloads/n1',
    download: true,
  },
  {
    kind: 'paper',
    id: 'p1',
    savedAt: day(24),
    section: 'previous-year',
    sectionLabel: 'Previous-year papers',
    title: 'BCS301 Data Structure (2023-24)',
    subject: 'Data Structure',
    year: 'secondYear',
    url: '/api/downloads/p1',
    download: true,
  },
  {
    kind: 'course',
    id: 'c1',
    savedAt: day(23),
    section: 'premium',
    sectionLabel: 'Premium courses',
    title: 'Full Stack Web Development',
    url: '/course-details/c1',
    download: false,
  },
  {
    kind: 'paper',
    id: 'p2',
    savedAt: day(22),
    section: 'previous-year',
    sectionLabel: 'Previous-year papers',
    title: 'BCS301 Data Structure (2022-23)',
    subject: 'Data Structure',
    year: 'secondYear',
    url: '/api/downloads/p2',
    download: true,
  },
];

const recent: LibraryItem[] = [
  { ...saved[0], savedAt: undefined, openedAt: Date.now() - 5 * 60_000 },
  { ...saved[2], savedAt: undefined, openedAt: Date.now() - 3 * 24 * 3_600_000 },
];
// Two openings of different jobs with one title.
const sameTitles: LibraryItem[] = [{ ...recent[0] }, { ...recent[0], id: 'j2', subtitle: 'Globex · Pune', url: '/jobs/j2', openedAt: Date.now() - 9 * 60_000 }];

const libraryAnswer = (items: LibraryItem[]) => http.get('/api/me/library', () => HttpResponse.json({ items }));
const recentAnswer = (items: LibraryItem[]) => http.get('/api/me/recent', () => HttpResponse.json({ items }));

beforeEach(() => installCaches());
afterEach(() => removeCaches());

const groupHeadings = () =>
  within(screen.getByRole('region', { name: 'Saved items' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('My library (/library)', () => {
  it('groups the saved items by section in the site’s order, each with its details, the day it was saved, Open or Download, and Remove', async () => {
    server.use(signedInAs(), libraryAnswer(saved), recentAnswer([]));
    renderApp('/library');
    expect(await screen.findByRole('heading', { level: 1, name: 'My library' })).toBeInTheDocument();
    await screen.findByText('BCS301 Data Structure (2023-24)', { selector: 'h4' });
    expect(groupHeadings()).toEqual(['Previous-year papers (2)', 'Notes (1)', 'Premium courses (1)', 'Jobs (1)']);
    expect(screen.getByText('5 items')).toBeInTheDocument();

    // Inside a group, newest saved first.
    const papers = within(screen.getByRole('list', { name: /Previous-year papers/ })).getAllByRole('listitem');
    expect(papers.map((li) => within(li).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'BCS301 Data Structure (2023-24)',
      'BCS301 Data Structure (2022-23)',
    ]);
    expect(papers[0]).toHaveTextContent('Data Structure · Second year');
    expect(papers[0]).toHaveTextContent('Saved 24 Nov 2026');
    const download = within(papers[0]).getByRole('link', { name: 'Download BCS301 Data Structure (2023-24)' });
    expect(download).toHaveAttribute('href', '/api/downloads/p1');
    expect(download).toHaveAttribute('target', '_blank');
    expect(within(papers[0]).getByRole('button', { name: 'Remove BCS301 Data Structure (2023-24) from my library' })).toBeInTheDocument();

    const job = within(screen.getByRole('list', { name: /Jobs/ })).getByRole('listitem');
    expect(job).toHaveTextContent('Acme · Noida');
    expect(job).toHaveTextContent('Saved 26 Nov 2026');
    const open = within(job).getByRole('link', { name: 'Open Frontend Developer' });
    expect(open).toHaveAttribute('href', '/jobs/j1');
    expect(open).not.toHaveAttribute('target');
  });

  it('marks the items saved for offline on this device, and opens them from there', async () => {
    server.use(
      signedInAs(),
      libraryAnswer(saved),
      recentAnswer([]),
      http.get('/files/ds-2023.pdf', () => new HttpResponse('%PDF-1.4 paper', { headers: { 'Content-Type': 'application/pdf' } })),
      http.get('/files/old-notes.pdf', () => new HttpResponse('%PDF-1.4 notes', { headers: { 'Content-Type': 'application/pdf' } })),
    );
    // The paper as "Save for offline" keeps it now (with its item), the notes as it did before.
    await saveFile({ url: '/files/ds-2023.pdf', title: 'BCS301 Data Structure (2023-24)', subject: 'Data Structure', item: { kind: 'paper', id: 'p1' } });
    await saveFile({ url: '/files/old-notes.pdf', title: 'Data Structure Notes (BCS301)', subject: 'Data Structure' });
    renderApp('/library');
    await screen.findByText('BCS301 Data Structure (2023-24)', { selector: 'h4' });

    const paper = screen.getByRole('heading', { level: 4, name: 'BCS301 Data Structure (2023-24)' }).closest('li')!;
    await waitFor(() => expect(within(paper).getByText('Offline on this device')).toBeInTheDocument());
    expect(within(paper).getByRole('link', { name: /^Download/ })).toHaveAttribute('href', '/files/ds-2023.pdf');
    const notes = screen.getByRole('heading', { level: 4, name: 'Data Structure Notes (BCS301)' }).closest('li')!;
    expect(within(notes).getByText('Offline on this device')).toBeInTheDocument();
    expect(within(notes).getByRole('link', { name: /^Download/ })).toHaveAttribute('href', '/files/old-notes.pdf');

    // The other paper (same subject, another title) is not on the device.
    const other = screen.getByRole('heading', { level: 4, name: 'BCS301 Data Structure (2022-23)' }).closest('li')!;
    expect(within(other).queryByText('Offline on this device')).toBeNull();
    expect(within(other).getByRole('link', { name: /^Download/ })).toHaveAttribute('href', '/api/downloads/p2');
  });

  it('removes an item with DELETE: it leaves the list at once, the focus moves on and the group goes when empty', async () => {
    let items = [...saved];
    const deleted: string[] = [];
    server.use(
      signedInAs(),
      http.get('/api/me/library', () => HttpResponse.json({ items })),
      recentAnswer([]),
      http.delete('/api/me/library/:kind/:id', ({ params }) => {
        deleted.push(`${params.kind}/${params.id}`);
        items = items.filter((i) => !(i.kind === params.kind && i.id === params.id));
        return HttpResponse.json({ removed: true });
      }),
    );
    renderApp('/library');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Full Stack Web Development from my library' }));
    await waitFor(() => expect(screen.queryByText('Full Stack Web Development')).toBeNull());
    expect(deleted).toEqual(['course/c1']);
    expect(groupHeadings()).toEqual(['Previous-year papers (2)', 'Notes (1)', 'Jobs (1)']);
    expect(screen.getByText('4 items')).toBeInTheDocument();
    // The focus is on the next item's Remove.
    expect(screen.getByRole('button', { name: 'Remove Frontend Developer from my library' })).toHaveFocus();
    expect(await screen.findByText('Removed Full Stack Web Development from your library.')).toHaveAttribute('role', 'status');
  });

  it('puts an item back, saying why, when the server refuses to remove it', async () => {
    server.use(
      signedInAs(),
      libraryAnswer(saved),
      recentAnswer([]),
      http.delete('/api/me/library/:kind/:id', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 }),
      ),
    );
    renderApp('/library');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Frontend Developer from my library' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not remove it. Something went wrong on our side.');
    expect(alert.closest('li')).toHaveTextContent('Frontend Developer');
    expect(groupHeadings()).toContain('Jobs (1)');
  });

  it('says what to do when nothing is saved yet', async () => {
    server.use(signedInAs(), libraryAnswer([]), recentAnswer([]));
    renderApp('/library');
    expect(await screen.findByText('Nothing saved yet. Use “Save to my library” on any paper, note, course, project or job.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'previous year papers' })).toHaveAttribute('href', '/pyq');
    expect(await screen.findByText(/Nothing opened yet\./)).toBeInTheDocument();
  });

  it('shows loading, then an error with Retry that recovers', async () => {
    let calls = 0;
    server.use(
      signedInAs(),
      recentAnswer([]),
      http.get('/api/me/library', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 })
          : HttpResponse.json({ items: saved });
      }),
    );
    renderApp('/library');
    expect(await screen.findByText('Loading your library…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your library. Something went wrong on our side.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Frontend Developer', { selector: 'h4' })).toBeInTheDocument();
  });

  it('lists the recently opened items with their section, when they were opened and the link', async () => {
    server.use(signedInAs(), libraryAnswer([]), recentAnswer(recent));
    renderApp('/library');
    const list = await screen.findByRole('list', { name: 'Recently opened' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Frontend Developer');
    expect(rows[0]).toHaveTextContent('Jobs · Opened 5 minutes ago');
    expect(within(rows[0]).getByRole('link', { name: 'Frontend Developer' })).toHaveAttribute('href', '/jobs/j1');
    expect(rows[1]).toHaveTextContent('Previous-year papers · Opened 3 days ago');
    expect(within(rows[1]).getByRole('link', { name: 'BCS301 Data Structure (2023-24)' })).toHaveAttribute('href', '/api/downloads/p1');
  });

  it('tells two recently opened jobs with one title apart by their company and place', async () => {
    server.use(signedInAs(), libraryAnswer([]), recentAnswer(sameTitles));
    renderApp('/library');
    const rows = within(await screen.findByRole('list', { name: 'Recently opened' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Acme · Noida');
    expect(rows[1]).toHaveTextContent('Globex · Pune');
    expect(within(rows[1]).getByRole('link', { name: 'Frontend Developer' })).toHaveAttribute('href', '/jobs/j2');
  });

  it('asks a signed-out visitor to log in, and asks the server for nothing', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/me/library', () => {
        asked.push('library');
        return HttpResponse.json({ items: [] });
      }),
      http.get('/api/me/recent', () => {
        asked.push('recent');
        return HttpResponse.json({ items: [] });
      }),
    );
    const { router } = renderApp('/library');
    expect(await screen.findByText(/Sign in to see your library\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/library' });
    expect(asked).toEqual([]);
  });

  it('is reached from My library in the account menu', async () => {
    server.use(signedInAs(), libraryAnswer([]), recentAnswer([]));
    const { router } = renderApp('/quantum');
    await userEvent.click(await screen.findByRole('button', { name: 'Your account' }));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Your account' })).getByRole('link', { name: 'My library' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My library' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/library');
    await waitFor(() => expect(document.title).toBe('My library | Pathshala'));
  });
});
