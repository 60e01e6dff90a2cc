import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testUser } from '@/testing/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { ReportedItem } from './api/types';

const LATEST = Date.UTC(2026, 10, 24, 9, 15);
const EARLIER = Date.UTC(2026, 10, 20, 6, 30);

const PAPER: ReportedItem = {
  kind: 'paper',
  id: 'p1',
  title: 'BAS101 Physics (2023-24)',
  url: '/pyq/First-year',
  count: 3,
  latestAt: LATEST,
  reasons: { 'wrong-file': 2, 'broken-link': 1 },
  reports: [
    { id: 3, reason: 'wrong-file', details: 'It is the 2021 paper', createdAt: LATEST, state: 'open', reporter: { email: 'asha@example.com' } },
    { id: 2, reason: 'wrong-file', details: '', createdAt: EARLIER, state: 'open', reporter: null },
    { id: 1, reason: 'broken-link', details: '', createdAt: EARLIER, state: 'open', reporter: null },
  ],
};
const DELETED: ReportedItem = {
  kind: 'job',
  id: 'j9',
  title: 'Intern at Acme',
  url: null,
  count: 1,
  latestAt: EARLIER,
  reasons: { copyright: 1 },
  reports: [{ id: 4, reason: 'copyright', details: 'Copied', createdAt: EARLIER, state: 'open', reporter: null }],
};

// An admin signed in, and reports on the "server": GET lists those in a state, POST …/fixed or
// …/dismissed moves an item's open ones. Every request is logged.
function adminWithReports(items: ReportedItem[] = [PAPER, DELETED]) {
  const byState: Record<string, ReportedItem[]> = { open: [...items], fixed: [], dismissed: [] };
  const calls: string[] = [];
  server.use(
    signedInAs(testUser({ role: 'admin' })),
    http.get('/api/admin/reports', ({ request }) => {
      const state = new URL(request.url).searchParams.get('state') ?? 'open';
      calls.push(`GET ${state}`);
      return HttpResponse.json({ items: byState[state] });
    }),
    http.post('/api/admin/reports/:kind/:id/:state', ({ params }) => {
      calls.push(`POST ${params.kind}/${params.id}/${params.state}`);
      const item = byState.open.find((i) => i.kind === params.kind && i.id === params.id);
      if (!item) return HttpResponse.json({ error: { code: 'not-found', message: 'No open reports.' } }, { status: 404 });
      byState.open = byState.open.filter((i) => i !== item);
      byState[String(params.state)].unshift(item);
      return HttpResponse.json({ handled: item.count });
    }),
  );
  return { calls };
}

const card = async (title: string) => (await screen.findByRole('listitem', { name: new RegExp(title.replace(/[()]/g, '\\$&')) })) as HTMLElement;

describe('admin Reports tab', () => {
  it('lists the reported items, newest first, with kind, count, reasons and their reports', async () => {
    adminWithReports();
    renderApp('/admin?tab=Reports');
    expect(await screen.findByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    const list = await screen.findByRole('list', { name: 'Open reports, most recent first: 2 items' });
    const cards = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(cards).toEqual(['BAS101 Physics (2023-24)', 'Intern at Acme (deleted)']);

    const paper = within(await card(PAPER.title));
    expect(paper.getByRole('link', { name: PAPER.title })).toHaveAttribute('href', '/pyq/First-year');
    expect(paper.getByText(/Paper · 3 reports · latest/)).toBeInTheDocument();
    expect(paper.getByText(/24 Nov 2026/)).toHaveAttribute('datetime', new Date(LATEST).toISOString());
    expect(
      within(paper.getByRole('list', { name: 'Reasons' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Wrong file ×2', 'Broken link ×1']);
    expect(paper.getByRole('link', { name: `Open item: ${PAPER.title}` })).toHaveAttribute('href', '/pyq/First-year');

    // The reports on demand: reason, details, reporter or "visitor".
    expect(paper.queryByText('It is the 2021 paper')).toBeNull();
    await userEvent.click(paper.getByRole('button', { name: 'Show reports' }));
    expect(paper.getByRole('button', { name: 'Hide reports' })).toHaveAttribute('aria-expanded', 'true');
    expect(paper.getByText('It is the 2021 paper')).toBeInTheDocument();
    expect(paper.getByText('asha@example.com')).toBeInTheDocument();
    expect(paper.getAllByText('visitor')).toHaveLength(2);

    // A deleted item: no link, nothing to open.
    const deleted = within(await card(DELETED.title));
    expect(deleted.queryByRole('link')).toBeNull();
    expect(deleted.getByText('Job · 1 report · latest', { exact: false })).toBeInTheDocument();
  });

  it('marks an item fixed with a POST to its URL and lists the open reports again', async () => {
    const { calls } = adminWithReports();
    renderApp('/admin?tab=Reports');
    const paper = within(await card(PAPER.title));
    await userEvent.click(paper.getByRole('button', { name: `Mark fixed: ${PAPER.title}` }));

    expect(await screen.findByText(`3 reports of “${PAPER.title}” marked fixed.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: PAPER.title })).toBeNull());
    expect(screen.getByRole('heading', { name: /Intern at Acme/ })).toBeInTheDocument();
    expect(calls).toEqual(['GET open', 'POST paper/p1/fixed', 'GET open']);

    // Now under Fixed, without the buttons.
    await userEvent.click(screen.getByRole('button', { name: 'Fixed' }));
    const fixed = within(await card(PAPER.title));
    expect(fixed.queryByRole('button', { name: /Mark fixed/ })).toBeNull();
    expect(fixed.queryByRole('button', { name: /Dismiss/ })).toBeNull();
  });

  it('dismisses, and shows an error when the server refuses', async () => {
    const { calls } = adminWithReports();
    server.use(
      http.post('/api/admin/reports/job/j9/dismissed', () => HttpResponse.json({ error: { code: 'not-found', message: 'Nothing open.' } }, { status: 404 })),
    );
    renderApp('/admin?tab=Reports');
    const job = within(await card(DELETED.title));
    await userEvent.click(job.getByRole('button', { name: `Dismiss: ${DELETED.title}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Could not dismiss the reports of “${DELETED.title}”. Nothing open.`);
    await waitFor(() => expect(calls).toEqual(['GET open', 'GET open']));
  });

  it('says when there are no reports', async () => {
    server.use(signedInAs(testUser({ role: 'admin' }))); // the default: no reports
    renderApp('/admin?tab=Reports');
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismissed' }));
    expect(await screen.findByText('No dismissed reports.')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/admin/reports', () => HttpResponse.json({ error: { code: 'internal', message: 'Database unavailable.' } }, { status: 500 })),
    );
    renderApp('/admin?tab=Reports');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the reports. Database unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
