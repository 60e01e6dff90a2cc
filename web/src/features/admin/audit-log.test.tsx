import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs, testUser } from '@/testing/auth';
import type { AuditEntry, AuditFilterChoices } from './api/types';

const entry = (id: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: Date.UTC(2026, 10, 20, 6, 30),
  actor: { uid: 'u_ravi', name: 'Ravi Kumar', email: 'ravi@example.in' },
  action: 'update',
  entity: 'catalog/notes/thirdYear',
  entityId: `n${id}`,
  entityTitle: `Unit ${id} notes`,
  before: null,
  after: null,
  ...extra,
});

const choices: AuditFilterChoices = {
  actors: [
    { uid: 'u_meera', name: 'Meera Iyer', email: 'meera@example.in' },
    { uid: 'u_ravi', name: 'Ravi Kumar', email: 'ravi@example.in' },
    { uid: 'u_old', name: null, email: 'old@example.in' },
  ],
  actions: ['create', 'update', 'delete', 'upload', 'import'],
  entities: [
    { entity: 'catalog/notes', label: 'Notes' },
    { entity: 'jobs', label: 'Jobs' },
    { entity: 'files', label: 'Uploaded files' },
  ],
};

const LOG: AuditEntry[] = [
  entry(9, { action: 'delete', entity: 'jobs', entityId: 'j4', entityTitle: 'Data Analyst at Acme Analytics' }),
  entry(8, { actor: { uid: 'u_meera', name: 'Meera Iyer', email: 'meera@example.in' }, action: 'create' }),
  entry(7),
  // Written before the log kept names and titles.
  entry(3, { actor: { uid: 'u_old', name: null, email: 'old@example.in' }, entityTitle: null, entityId: 'n3' }),
];

// An admin signed in, and an activity log the handler filters as the server does; every
// query string it was asked is kept.
function adminWithLog(log: AuditEntry[] = LOG) {
  const asked: URLSearchParams[] = [];
  server.use(
    signedInAs(testUser({ role: 'admin' })),
    http.get('/api/admin/audit/filters', () => HttpResponse.json(choices)),
    http.get('/api/admin/audit', ({ request }) => {
      const p = new URL(request.url).searchParams;
      asked.push(p);
      const entity = p.get('entity');
      const items = log.filter(
        (e) =>
          (!p.get('actor') || e.actor.uid === p.get('actor')) &&
          (!p.get('action') || e.action === p.get('action')) &&
          (!entity || e.entity === entity || e.entity.startsWith(`${entity}/`)),
      );
      return HttpResponse.json({ items, next: null });
    }),
  );
  return { asked };
}

const list = () => screen.findByRole('list', { name: 'Activity, newest first' });
const entries = async () => within(await list()).getAllByRole('listitem');

describe('admin activity log', () => {
  it("shows the admin's name and the record's title, with the e-mail and id beside them", async () => {
    adminWithLog();
    renderApp('/admin?tab=Activity');
    const [job, created, , old] = await entries();
    expect(within(job).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(job).getByText('ravi@example.in')).toBeInTheDocument();
    expect(within(job).getByText('Deleted')).toBeInTheDocument();
    expect(within(job).getByText('Data Analyst at Acme Analytics')).toBeInTheDocument();
    expect(within(job).getByText('j4')).toBeInTheDocument();
    expect(within(job).getByText(/^Jobs/)).toBeInTheDocument();
    expect(within(job).getByText(/20 Nov 2026/)).toHaveAttribute('datetime', '2026-11-20T06:30:00.000Z');
    expect(within(created).getByText('Meera Iyer')).toBeInTheDocument();
    expect(within(created).getByText('Created')).toBeInTheDocument();
    expect(within(created).getByText('Unit 8 notes')).toBeInTheDocument();
    // The collection with its year, as people say it (the labels come from the server).
    expect(within(created).getByText(/Notes · Third year/)).toBeInTheDocument();
    // An old entry: the e-mail and the record's id, as before.
    expect(within(old).getByText('old@example.in')).toBeInTheDocument();
    expect(within(old).getByText('n3')).toBeInTheDocument();
    expect(within(old).queryByText('Unit 3 notes')).not.toBeInTheDocument();
  });

  it('shows a refund as its own action with its amount, reason and credit note, and filters to refunds', async () => {
    const refund = entry(12, {
      action: 'refund',
      entity: 'orders',
      entityId: 'ord_1',
      entityTitle: 'Data Structures crash course',
      after: {
        refund: 'rfnd_1',
        amount: 58882,
        creditNote: 'CN/2627/000004',
        summary: 'Refunded ₹588.82. Credit note CN/2627/000004. Reason: Paid twice by mistake',
      },
    });
    const coupon = entry(11, {
      action: 'create',
      entity: 'coupons',
      entityId: 'FIFTY',
      entityTitle: 'FIFTY',
      after: { code: 'FIFTY', summary: 'FIFTY: ₹50 off, 1 per student, every item' },
    });
    const { asked } = adminWithLog([refund, coupon, ...LOG]);
    server.use(http.get('/api/admin/audit/filters', () => HttpResponse.json({ ...choices, actions: [...choices.actions, 'refund'] })));
    renderApp('/admin?tab=Activity');
    const [made, created] = await entries();
    expect(within(made).getByText('Refund')).toBeInTheDocument();
    expect(within(made).getByText('Refunded ₹588.82. Credit note CN/2627/000004. Reason: Paid twice by mistake')).toBeInTheDocument();
    expect(within(created).getByText('FIFTY: ₹50 off, 1 per student, every item')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Refund');
    await waitFor(() => expect(asked.at(-1)?.get('action')).toBe('refund'));
    await waitFor(async () => expect(await entries()).toHaveLength(1));
  });

  it('loads more entries', async () => {
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/admin/audit/filters', () => HttpResponse.json(choices)),
      http.get('/api/admin/audit', ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === '5'
          ? HttpResponse.json({
              items: [entry(4, { action: 'delete', entity: 'jobs', entityId: 'j9', entityTitle: 'Firmware Intern at Orbit Labs' })],
              next: null,
            })
          : HttpResponse.json({ items: [entry(7)], next: '5' }),
      ),
    );
    renderApp('/admin?tab=Activity');
    expect(await entries()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(await list()).findByText('Firmware Intern at Orbit Labs')).toBeInTheDocument();
    expect(await entries()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by admin, action and collection', async () => {
    const { asked } = adminWithLog();
    renderApp('/admin?tab=Activity');
    expect(await entries()).toHaveLength(4);
    const admin = screen.getByRole('combobox', { name: 'Admin' });
    await waitFor(() => expect(admin).toBeEnabled());
    expect(
      within(admin)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All admins', 'Meera Iyer (meera@example.in)', 'Ravi Kumar (ravi@example.in)', 'old@example.in']);

    await userEvent.selectOptions(admin, 'Ravi Kumar (ravi@example.in)');
    await waitFor(async () => expect(await entries()).toHaveLength(2));
    expect(screen.queryByText('Meera Iyer', { selector: 'li *' })).not.toBeInTheDocument();
    expect(asked.at(-1)?.get('actor')).toBe('u_ravi');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Deleted');
    await waitFor(async () => expect(await entries()).toHaveLength(1));
    expect(within(await list()).getByText('Data Analyst at Acme Analytics')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Collection' }), 'Notes');
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
    const last = asked.at(-1)!;
    expect([last.get('actor'), last.get('action'), last.get('entity')]).toEqual(['u_ravi', 'delete', 'catalog/notes']);

    // Back to every admin and action: Ravi's and Meera's notes.
    await userEvent.selectOptions(admin, 'All admins');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'All actions');
    await waitFor(async () => expect(await entries()).toHaveLength(3));
    expect(asked.at(-1)?.has('actor')).toBe(false);
  });

  it('says so while loading, when there is nothing, and when the log cannot be loaded', async () => {
    let fail = true;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/admin/audit/filters', () => HttpResponse.json(choices)),
      http.get('/api/admin/audit', async () => {
        await answered;
        return fail
          ? HttpResponse.json({ error: { code: 'unavailable', message: 'The database is restarting.' } }, { status: 503 })
          : HttpResponse.json({ items: [], next: null });
      }),
    );
    renderApp('/admin?tab=Activity');
    expect(await screen.findByText('Loading activity...')).toHaveAttribute('role', 'status');
    answer();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the activity. The database is restarting.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still lists the activity when the filters cannot be loaded', async () => {
    adminWithLog();
    server.use(
      http.get('/api/admin/audit/filters', () => HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong.' } }, { status: 500 })),
    );
    renderApp('/admin?tab=Activity');
    expect(await entries()).toHaveLength(4);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the filters. Something went wrong.');
    expect(screen.getByRole('combobox', { name: 'Admin' })).toBeDisabled();
    // Without the server's labels, a collection shows as the log names it.
    expect(within(await list()).getAllByText(/catalog\/notes\/thirdYear/).length).toBeGreaterThan(0);
  });
});
