import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs, testUser } from '@/testing/auth';

// A promise the test resolves, to hold an answer back while the page shows it is busy.
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('seeding pages', () => {
  it('/seeding_jobs uploads the sample jobs with the CSRF token and says so', async () => {
    const hold = gate();
    const tokens: (string | null)[] = [];
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.post('/api/admin/seed/jobs', async ({ request }) => {
        tokens.push(request.headers.get('X-CSRF-Token'));
        await hold.opened;
        return HttpResponse.json({ inserted: 2, skipped: 0, items: [] });
      }),
    );
    renderApp('/seeding_jobs');
    expect(await screen.findByRole('heading', { name: 'Seed sample jobs' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Upload sample jobs' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    hold.open();

    expect(await screen.findByText('Jobs uploaded successfully ✅')).toBeInTheDocument();
    const status = screen.getByText('Jobs uploaded successfully ✅').closest('[role="status"]');
    expect(status).toHaveTextContent('2 added, 0 already there.');
    expect(within(status as HTMLElement).getByRole('link', { name: 'Open the job portal' })).toHaveAttribute('href', '/Job_portal');
    expect(button).toBeEnabled();
    expect(tokens).toEqual(['csrf-visitor']);
  });

  it("/seeding_jobs shows the server's message when seeding fails", async () => {
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.post('/api/admin/seed/jobs', () => HttpResponse.json({ error: { code: 'internal', message: 'The database is busy.' } }, { status: 500 })),
    );
    renderApp('/seeding_jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Upload sample jobs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');
    expect(screen.queryByText('Jobs uploaded successfully ✅')).toBeNull();
  });

  it('/SeedBlThird seeds the first-year samples and shows "Seeding completed" with the counts', async () => {
    let posts = 0;
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.post('/api/admin/seed/first-year', () => {
        posts += 1;
        return HttpResponse.json(posts === 1 ? { inserted: 6, skipped: 0 } : { inserted: 0, skipped: 6 });
      }),
    );
    renderApp('/SeedBlThird');
    expect(await screen.findByRole('heading', { name: 'Seed first-year samples' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Seed sample data' }));
    expect(await screen.findByText('Seeding completed')).toBeInTheDocument();
    expect(screen.getByText('6 added, 0 already there.')).toBeInTheDocument();
    // Seeding again adds nothing twice.
    await userEvent.click(screen.getByRole('button', { name: 'Seed sample data' }));
    expect(await screen.findByText('0 added, 6 already there.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open first-year papers' })).toHaveAttribute('href', '/pyq/First-year');
  });

  it('/SeedBlThird shows the error and no success text when seeding is refused', async () => {
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.post('/api/admin/seed/first-year', () =>
        HttpResponse.json({ error: { code: 'permission-denied', message: 'Only admins can do this.' } }, { status: 403 }),
      ),
    );
    renderApp('/SeedBlThird');
    await userEvent.click(await screen.findByRole('button', { name: 'Seed sample data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can do this.');
    expect(screen.queryByText('Seeding completed')).toBeNull();
  });

  it('the admin panel links to the tools, and each tool page links back', async () => {
    server.use(signedInAs(testUser({ role: 'admin' })));
    renderApp('/admin');
    const tools = await screen.findByRole('navigation', { name: 'Admin tools' });
    expect(within(tools).getByRole('link', { name: 'Admin panel' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(tools).getByRole('link', { name: 'Seed sample jobs' }));
    expect(await screen.findByRole('heading', { name: 'Seed sample jobs' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin tools' });
    expect(within(nav).getByRole('link', { name: 'Seed sample jobs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Import data' })).toHaveAttribute('href', '/dataa');
    expect(within(nav).getByRole('link', { name: 'Seed first-year samples' })).toHaveAttribute('href', '/SeedBlThird');
    await userEvent.click(within(nav).getByRole('link', { name: 'Admin panel' }));
    expect(await screen.findByRole('heading', { name: 'Admin panel' })).toBeInTheDocument();
  });
});

describe('admin tools access', () => {
  const pages = [
    ['/dataa', 'Import data'],
    ['/seeding_jobs', 'Seed sample jobs'],
    ['/SeedBlThird', 'Seed first-year samples'],
  ];

  it.each(pages)('%s asks a signed-out visitor to log in', async (path, heading) => {
    // The answer waits until the page says it is checking (the page's code may load after it).
    const me = gate();
    server.use(
      http.get('/api/auth/session', async () => {
        await me.opened;
        return HttpResponse.json({ user: null });
      }),
    );
    renderApp(path);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    me.open();
    expect(await screen.findByText('Please log in to access the admin panel.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('heading', { name: heading })).toBeNull();
  });

  it.each(pages)('%s refuses a signed-in student', async (path, heading) => {
    server.use(signedInAs());
    renderApp(path);
    expect(await screen.findByText('You are not authorized to access this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Admin tools' })).toBeNull();
  });
});
