import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { NARROW_SCREEN } from '@/hooks/use-media-query';
import { signedInAs, testUser } from '@/testing/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { AdminFile, FileCounts } from './api/types';

const CHANGED = Date.UTC(2026, 10, 25, 6, 30);

const file = (name: string, extra: Partial<AdminFile> = {}): AdminFile => ({
  url: `/files/pyq/second-year/${name}`,
  name,
  state: 'done',
  pageCount: 2,
  ocrPages: 0,
  error: null,
  updatedAt: CHANGED,
  items: [],
  ...extra,
});

const SCANNED = file('bcs301-2023-24.pdf', {
  pageCount: 2,
  ocrPages: 1,
  items: [
    { kind: 'paper', id: 'abc', title: 'BCS301 Data Structure (2023-24)' },
    { kind: 'material', id: 'n1', title: 'Data Structure notes' },
  ],
});
const BROKEN = file('kcs501-2022-23.pdf', {
  state: 'failed',
  pageCount: 0,
  error: 'The PDF is encrypted',
  items: [{ kind: 'paper', id: 'k5', title: 'KCS501 (2022-23)' }],
});
const WAITING = file('bas101.pdf', { state: 'queued', pageCount: 0 });
const MAKING = file('dbms-notes.pdf', { state: 'running', pageCount: 0, items: [{ kind: 'course', id: 'c1', title: 'DBMS Complete Notes' }] });
const FILES = [SCANNED, BROKEN, WAITING, MAKING];

const countsOf = (files: AdminFile[]): FileCounts => ({
  queued: files.filter((f) => f.state === 'queued').length,
  running: files.filter((f) => f.state === 'running').length,
  done: files.filter((f) => f.state === 'done').length,
  failed: files.filter((f) => f.state === 'failed').length,
});

// An admin signed in, and GET /api/admin/files answering as the server does (filtered by state,
// `pageSize` at a time, with the counts of all files); every query string asked is kept.
function adminWithFiles(files: AdminFile[] = [...FILES], pageSize = 20) {
  const asked: URLSearchParams[] = [];
  server.use(
    signedInAs(testUser({ role: 'admin' })),
    http.get('/api/admin/files', ({ request }) => {
      const p = new URL(request.url).searchParams;
      asked.push(p);
      const matching = files.filter((f) => !p.get('state') || f.state === p.get('state'));
      const start = Number(p.get('cursor') ?? 0);
      const next = start + pageSize < matching.length ? String(start + pageSize) : null;
      return HttpResponse.json({ counts: countsOf(files), items: matching.slice(start, start + pageSize), next });
    }),
  );
  return { asked, files };
}

// A promise the test resolves, to hold an answer back while the page shows it is busy.
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const table = (name: RegExp = /files: \d+ files?$/) => screen.findByRole('table', { name });
const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td *' })).closest('tr') as HTMLElement;
const filters = () =>
  within(screen.getByRole('group', { name: 'Show files' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('admin Files tab', () => {
  it("lists the files with the items using them, their state, pages (OCR'd ones too), a failed one's reason, and the counts", async () => {
    adminWithFiles();
    renderApp('/admin?tab=Files');
    expect(await screen.findByRole('tab', { name: 'Files' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(await table(/^PDF files: 4 files$/)).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['File', 'Used by', 'State', 'Pages', 'Changed', 'Actions']);
    expect(filters()).toEqual(['All 4', 'Queued 1', 'Running 1', 'Failed 1', 'Done 1']);

    const scanned = within(await rowOf('bcs301-2023-24.pdf'));
    expect(scanned.getByText('/files/pyq/second-year/bcs301-2023-24.pdf')).toBeInTheDocument();
    expect(scanned.getByRole('link', { name: 'BCS301 Data Structure (2023-24)' })).toHaveAttribute('href', '/preview/paper/abc');
    expect(scanned.getByRole('link', { name: 'Data Structure notes' })).toHaveAttribute('href', '/preview/material/n1');
    expect(scanned.getByText('Done')).toBeInTheDocument();
    expect(scanned.getByText('2 pages, 1 by OCR')).toBeInTheDocument();
    expect(scanned.getByText(/25 Nov 2026/)).toHaveAttribute('datetime', '2026-11-25T06:30:00.000Z');
    expect(scanned.getByRole('button', { name: 'Run again: bcs301-2023-24.pdf' })).toBeEnabled();

    const broken = within(await rowOf('kcs501-2022-23.pdf'));
    expect(broken.getByText('Failed')).toBeInTheDocument();
    expect(broken.getByText('The PDF is encrypted')).toBeVisible();
    expect(broken.getByText('—')).toBeInTheDocument(); // no pages

    expect(within(await rowOf('bas101.pdf')).getByText('No item links to it')).toBeInTheDocument();
    expect(within(await rowOf('dbms-notes.pdf')).getByRole('link', { name: 'DBMS Complete Notes' })).toHaveAttribute('href', '/preview/course/c1');
  });

  it("filters by state, asking the server for that state's files", async () => {
    const { asked } = adminWithFiles();
    renderApp('/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Files' }));
    await table();
    expect(asked.at(-1)?.has('state')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Failed 1' }));
    expect(await table(/^Failed files: 1 file$/)).toBeInTheDocument();
    expect(asked.at(-1)?.get('state')).toBe('failed');
    expect(screen.getByRole('button', { name: 'Failed 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All 4' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('bcs301-2023-24.pdf')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Done 1' }));
    expect(await table(/^Done files: 1 file$/)).toBeInTheDocument();
    expect(asked.at(-1)?.get('state')).toBe('done');
    expect(screen.getByText('bcs301-2023-24.pdf')).toBeInTheDocument();
  });

  it('Run again posts the file with the CSRF token, says it is queued and refreshes the list', async () => {
    const { asked, files } = adminWithFiles();
    const hold = gate();
    const sent: { url: string; token: string | null; body: unknown }[] = [];
    server.use(
      http.post('/api/admin/files/rerun', async ({ request }) => {
        const body = (await request.json()) as { url: string };
        sent.push({ url: new URL(request.url).pathname, token: request.headers.get('X-CSRF-Token'), body });
        await hold.opened;
        const i = files.findIndex((f) => f.url === body.url);
        files[i] = { ...files[i], state: 'queued', error: null };
        return HttpResponse.json({ state: 'queued' }, { status: 202 });
      }),
    );
    renderApp('/admin?tab=Files');
    const button = within(await rowOf('kcs501-2022-23.pdf')).getByRole('button', { name: 'Run again: kcs501-2022-23.pdf' });
    const before = asked.length;
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveTextContent('Queuing...');
    // Another file's Run again is not held up.
    expect(screen.getByRole('button', { name: 'Run again: bcs301-2023-24.pdf' })).toBeEnabled();
    hold.open();

    expect(await screen.findByText('“kcs501-2022-23.pdf” is queued: its preview will be made again.')).toHaveAttribute('role', 'status');
    expect(sent).toEqual([{ url: '/api/admin/files/rerun', token: 'csrf-visitor', body: { url: '/files/pyq/second-year/kcs501-2022-23.pdf' } }]);
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
    await waitFor(() => expect(filters()).toEqual(['All 4', 'Queued 2', 'Running 1', 'Failed 0', 'Done 1']));
    const row = within(await rowOf('kcs501-2022-23.pdf'));
    expect(row.getByText('Queued')).toBeInTheDocument();
    expect(row.queryByText('The PDF is encrypted')).toBeNull();
  });

  it("shows the server's message when a file cannot be run again", async () => {
    adminWithFiles();
    server.use(
      http.post('/api/admin/files/rerun', () => HttpResponse.json({ error: { code: 'not-found', message: 'There is no such file.' } }, { status: 404 })),
    );
    renderApp('/admin?tab=Files');
    await userEvent.click(await screen.findByRole('button', { name: 'Run again: bas101.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not run “bas101.pdf” again. There is no such file.');
    expect(screen.queryByText(/is queued: its preview/)).toBeNull();
    expect(await table()).toBeInTheDocument();
  });

  it("links a site document's file to its preview page", async () => {
    adminWithFiles([
      file('first-year.pdf', {
        url: '/files/syllabus/first-year.pdf',
        items: [{ kind: 'document', id: 'syllabus-first-year', title: 'First Year Syllabus' }],
      }),
    ]);
    renderApp('/admin?tab=Files');
    const row = within(await rowOf('first-year.pdf'));
    expect(row.getByRole('link', { name: 'First Year Syllabus' })).toHaveAttribute('href', '/preview/document/syllabus-first-year');
  });

  it('loads more files with the cursor', async () => {
    const many = Array.from({ length: 3 }, (_, i) => file(`paper-${i + 1}.pdf`));
    const { asked } = adminWithFiles(many, 2);
    renderApp('/admin?tab=Files');
    expect(within(await table(/3 files/)).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByText('paper-3.pdf')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('paper-3.pdf')).toBeInTheDocument();
    expect(asked.at(-1)?.get('cursor')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so while loading, when it cannot load, and when there are no files', async () => {
    let fail = true;
    const hold = gate();
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/admin/files', async () => {
        await hold.opened;
        return fail
          ? HttpResponse.json({ error: { code: 'unavailable', message: 'The database is restarting.' } }, { status: 503 })
          : HttpResponse.json({ counts: { queued: 0, running: 0, done: 0, failed: 0 }, items: [], next: null });
      }),
    );
    renderApp('/admin?tab=Files');
    expect(await screen.findByText('Loading files...')).toHaveAttribute('role', 'status');
    hold.open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the files. The database is restarting.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No PDF files on the site yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Failed 0' }));
    expect(await screen.findByText('No preview has failed.')).toBeInTheDocument();
  });

  it('is a list of cards on a phone, each with its Run again', async () => {
    window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query === NARROW_SCREEN });
    adminWithFiles();
    renderApp('/admin?tab=Files');
    const list = await screen.findByRole('list', { name: 'PDF files: 4 files' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('kcs501-2022-23.pdf'))!;
    expect(within(card).getByText('State').tagName).toBe('DT');
    expect(within(card).getByText('The PDF is encrypted')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Run again: kcs501-2022-23.pdf' })).toBeEnabled();
  });
});
