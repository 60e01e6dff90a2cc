import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs, testUser } from '@/testing/auth';
import type { BackgroundTask, TaskCounts } from './api/types';

const CREATED = Date.UTC(2026, 10, 20, 6, 30);
const LATER = Date.UTC(2099, 0, 15, 6, 30); // a next try still to come

const task = (id: number, extra: Partial<BackgroundTask> = {}): BackgroundTask => ({
  id,
  kind: 'mail.verify-email',
  label: `Verification mail to student${id}@example.in`,
  state: 'done',
  attempts: 1,
  maxAttempts: 8,
  runAt: CREATED,
  lastError: null,
  createdAt: CREATED,
  updatedAt: CREATED,
  ...extra,
});

const FAILED = task(9, {
  kind: 'mail.password-reset',
  label: 'Password reset mail to asha@example.com',
  state: 'failed',
  attempts: 8,
  lastError: 'SMTP server refused the recipient: 550 mailbox unavailable',
});
const WAITING = task(8, {
  label: 'Verification mail to asha@example.com',
  state: 'queued',
  attempts: 2,
  runAt: LATER,
  lastError: 'Could not reach the SMTP server',
});
const DUE = task(7, { kind: 'mail.login-code', label: 'Sign-in code to ravi@example.in', state: 'queued', attempts: 0 });
const RUNNING = task(6, { state: 'running' });
// Done after an earlier try failed: that old reason is not shown.
const DONE = task(5, { attempts: 2, lastError: 'Timed out' });
const QUEUE = [FAILED, WAITING, DUE, RUNNING, DONE];

const countsOf = (tasks: BackgroundTask[]): TaskCounts => ({
  queued: tasks.filter((t) => t.state === 'queued').length,
  running: tasks.filter((t) => t.state === 'running').length,
  failed: tasks.filter((t) => t.state === 'failed').length,
  done: tasks.filter((t) => t.state === 'done').length,
});

// An admin signed in, and a background queue GET /api/admin/tasks answers as the server does
// (filtered by state, a page of `pageSize` at a time, with the whole queue's counts); every
// query string it was asked is kept. The queue is the array itself, so a test can change it.
function adminWithTasks(queue: BackgroundTask[] = [...QUEUE], pageSize = 20) {
  const asked: URLSearchParams[] = [];
  server.use(
    signedInAs(testUser({ role: 'admin' })),
    http.get('/api/admin/tasks', ({ request }) => {
      const p = new URL(request.url).searchParams;
      asked.push(p);
      const kind = p.get('kind');
      const ofKind = queue.filter((t) => !kind || t.kind === kind || t.kind.startsWith(`${kind}.`));
      const matching = ofKind.filter((t) => !p.get('state') || t.state === p.get('state'));
      const start = Number(p.get('cursor') ?? 0);
      const next = start + pageSize < matching.length ? String(start + pageSize) : null;
      return HttpResponse.json({ items: matching.slice(start, start + pageSize), counts: countsOf(ofKind), next });
    }),
  );
  return { asked, queue };
}

// A promise the test resolves, to hold an answer back while the page shows it is busy.
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const table = (name: RegExp = /newest first/) => screen.findByRole('table', { name });
const rowOf = async (label: string) => (await screen.findByText(label, { selector: 'td *' })).closest('tr') as HTMLElement;
const filters = () =>
  within(screen.getByRole('group', { name: 'Show tasks' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('admin Background work tab', () => {
  it("lists the tasks with state, attempts, when, a failed one's reason and the counts by state", async () => {
    adminWithTasks();
    renderApp('/admin?tab=Background');
    expect(await screen.findByRole('tab', { name: 'Background work' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(await table(/^Background tasks, newest first: 5 tasks$/)).getAllByRole('row');
    expect(rows).toHaveLength(6); // the header and five tasks
    expect(filters()).toEqual(['All 5', 'Queued 2', 'Running 1', 'Failed 1', 'Done 1']);
    expect(screen.getByRole('button', { name: 'All 5' })).toHaveAttribute('aria-pressed', 'true');

    const failed = within(await rowOf('Password reset mail to asha@example.com'));
    expect(failed.getByText('mail.password-reset')).toBeInTheDocument();
    expect(failed.getByText('Failed')).toBeInTheDocument();
    expect(failed.getByText('8 of 8')).toBeInTheDocument();
    expect(failed.getByText('SMTP server refused the recipient: 550 mailbox unavailable')).toBeVisible();
    expect(failed.getByText(/20 Nov 2026/)).toHaveAttribute('datetime', '2026-11-20T06:30:00.000Z');
    expect(failed.getByRole('button', { name: 'Retry now: Password reset mail to asha@example.com' })).toBeEnabled();

    // Queued, waiting for its next try: when, and why the last one failed.
    const waiting = within(await rowOf('Verification mail to asha@example.com'));
    expect(waiting.getByText('Queued')).toBeInTheDocument();
    expect(waiting.getByText('2 of 8')).toBeInTheDocument();
    expect(waiting.getByText(/Next try at/)).toHaveTextContent(/Next try at 15 Jan 2099/);
    expect(waiting.getByText(/15 Jan 2099/)).toHaveAttribute('datetime', '2099-01-15T06:30:00.000Z');
    expect(waiting.getByText('Could not reach the SMTP server')).toBeInTheDocument();
    expect(waiting.getByRole('button', { name: 'Retry now: Verification mail to asha@example.com' })).toBeInTheDocument();

    // Due now, running or done: nothing to retry.
    const due = within(await rowOf('Sign-in code to ravi@example.in'));
    expect(due.getByText('Queued')).toBeInTheDocument();
    expect(due.queryByText(/Next try at/)).toBeNull();
    expect(due.queryByRole('button')).toBeNull();
    expect(within(await rowOf('Verification mail to student6@example.in')).queryByRole('button')).toBeNull();
    const done = within(await rowOf('Verification mail to student5@example.in'));
    expect(done.getByText('Done')).toBeInTheDocument();
    expect(done.queryByText('Timed out')).toBeNull();
    expect(done.queryByRole('button')).toBeNull();
  });

  it('filters by kind, asking the server for that family, with its counts', async () => {
    const reading = task(10, { kind: 'files.extract', label: 'Read “Unit 3 notes” (/files/u3.pdf)', state: 'failed', lastError: 'not a PDF or a ZIP file' });
    const { asked } = adminWithTasks([reading, ...QUEUE]);
    renderApp('/admin?tab=Background');
    await table(/^Background tasks, newest first: 6 tasks$/);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'File readings');
    const readings = await table(/^Background tasks \(File readings\), newest first: 1 task$/);
    expect(asked.at(-1)?.get('kind')).toBe('files');
    expect(within(readings).getByText('Read “Unit 3 notes” (/files/u3.pdf)')).toBeInTheDocument();
    expect(within(readings).queryByText('Password reset mail to asha@example.com')).toBeNull();
    expect(filters()).toEqual(['All 1', 'Queued 0', 'Running 0', 'Failed 1', 'Done 0']);

    // With a state: none of this kind is running.
    await userEvent.click(screen.getByRole('button', { name: 'Running 0' }));
    expect(await screen.findByText('No running tasks of this kind.')).toBeInTheDocument();
    expect(asked.at(-1)?.get('kind')).toBe('files');
    expect(asked.at(-1)?.get('state')).toBe('running');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'All kinds');
    await userEvent.click(screen.getByRole('button', { name: /^All / }));
    await table(/^Background tasks, newest first: 6 tasks$/);
    expect(asked.at(-1)?.has('kind')).toBe(false);
  });

  it("filters by state, asking the server for that state's tasks", async () => {
    const { asked } = adminWithTasks();
    renderApp('/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Background work' }));
    await table();
    expect(asked.at(-1)?.has('state')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Failed 1' }));
    expect(await table(/^Failed tasks, newest first: 1 task$/)).toBeInTheDocument();
    expect(asked.at(-1)?.get('state')).toBe('failed');
    expect(screen.getByRole('button', { name: 'Failed 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All 5' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Password reset mail to asha@example.com')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Queued 2' }));
    expect(await table(/^Queued tasks, newest first: 2 tasks$/)).toBeInTheDocument();
    expect(asked.at(-1)?.get('state')).toBe('queued');
    expect(screen.queryByText('Password reset mail to asha@example.com')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'All 5' }));
    expect(await table(/^Background tasks/)).toBeInTheDocument();
    expect(asked.at(-1)?.has('state')).toBe(false);
  });

  it('shows an empty state for each filter', async () => {
    const { asked } = adminWithTasks([task(1, { state: 'running' })]);
    renderApp('/admin?tab=Background');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Failed 0' }));
    expect(await screen.findByText('No task has failed.')).toBeInTheDocument();
    expect(asked.at(-1)?.get('state')).toBe('failed');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Done 0' }));
    expect(await screen.findByText('No task has finished in the last 7 days.')).toBeInTheDocument();
  });

  it('Retry now posts with the CSRF token, says the task was queued and refreshes the list', async () => {
    const { asked, queue } = adminWithTasks();
    const hold = gate();
    const sent: Request[] = [];
    server.use(
      http.post('/api/admin/tasks/:id/retry', async ({ request, params }) => {
        sent.push(request.clone());
        await hold.opened;
        const i = queue.findIndex((t) => t.id === Number(params.id));
        queue[i] = { ...queue[i], state: 'queued', attempts: 0, runAt: CREATED, lastError: null };
        return HttpResponse.json(queue[i]);
      }),
    );
    renderApp('/admin?tab=Background');
    const button = within(await rowOf('Password reset mail to asha@example.com')).getByRole('button', {
      name: 'Retry now: Password reset mail to asha@example.com',
    });
    const before = asked.length;
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    // The other task's Retry now is not held up.
    expect(screen.getByRole('button', { name: 'Retry now: Verification mail to asha@example.com' })).toBeEnabled();
    hold.open();

    const message = await screen.findByText('“Password reset mail to asha@example.com” is queued to run now.');
    expect(message).toHaveAttribute('role', 'status');
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(new URL(sent[0].url).pathname).toBe('/api/admin/tasks/9/retry');
    expect(sent[0].headers.get('X-CSRF-Token')).toBe('csrf-visitor');

    // The list is fetched again: the task is queued and due now, nothing left to retry.
    expect(asked.length).toBeGreaterThan(before);
    const row = within(await rowOf('Password reset mail to asha@example.com'));
    expect(row.getByText('Queued')).toBeInTheDocument();
    expect(row.getByText('0 of 8')).toBeInTheDocument();
    expect(row.queryByRole('button')).toBeNull();
    expect(filters()).toEqual(['All 5', 'Queued 3', 'Running 1', 'Failed 0', 'Done 1']);
  });

  it("shows the server's message when a task cannot be retried (409) or is gone (404)", async () => {
    adminWithTasks();
    server.use(
      http.post('/api/admin/tasks/9/retry', () =>
        HttpResponse.json({ error: { code: 'task-not-retryable', message: 'The task is running; it cannot be retried now.' } }, { status: 409 }),
      ),
      http.post('/api/admin/tasks/8/retry', () =>
        HttpResponse.json({ error: { code: 'not-found', message: 'There is no such background task.' } }, { status: 404 }),
      ),
    );
    renderApp('/admin?tab=Background');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry now: Password reset mail to asha@example.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not retry “Password reset mail to asha@example.com”. The task is running; it cannot be retried now.',
    );
    expect(screen.queryByText(/is queued to run now/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Retry now: Verification mail to asha@example.com' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Could not retry “Verification mail to asha@example.com”. There is no such background task.'),
    );
    // The list is still there.
    expect(await table()).toBeInTheDocument();
  });

  it('loads more tasks', async () => {
    const queue = Array.from({ length: 3 }, (_, i) => task(30 - i, { state: 'failed', lastError: `Failure ${30 - i}` }));
    const { asked } = adminWithTasks(queue, 2);
    renderApp('/admin?tab=Background');
    expect(within(await table(/3 tasks/)).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByText('Failure 28')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Failure 28')).toBeInTheDocument();
    expect(asked.at(-1)?.get('cursor')).toBe('2');
    expect(within(await table()).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so while loading, when the queue is empty, and when it cannot be loaded', async () => {
    let fail = true;
    const hold = gate();
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/admin/tasks', async () => {
        await hold.opened;
        return fail
          ? HttpResponse.json({ error: { code: 'unavailable', message: 'The database is restarting.' } }, { status: 503 })
          : HttpResponse.json({ items: [], counts: { queued: 0, running: 0, failed: 0, done: 0 }, next: null });
      }),
    );
    renderApp('/admin?tab=Background');
    expect(await screen.findByText('Loading background work...')).toHaveAttribute('role', 'status');
    hold.open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the background work. The database is restarting.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing in the background queue.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(filters()).toEqual(['All 0', 'Queued 0', 'Running 0', 'Failed 0', 'Done 0']);
  });
});
