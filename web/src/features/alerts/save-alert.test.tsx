import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { NewAlert } from './api/types';
import { testAlert } from './test-data';

const TOO_MANY = 'You have 5 job alerts, the most there can be: delete one first.';

const job = {
  id: 'j1',
  role: 'Java Developer',
  company: 'Nimbus Softech',
  skills: 'Java',
  field: 'Software',
  batch: '2025',
  qualification: 'B.Tech CSE',
  eligibility: 'No active backlogs',
  salary: '3-6 LPA',
  experience: 'Fresher',
  location: 'Noida',
  applyUrl: 'https://careers.example.org/apply',
  postedAt: Date.now() - 3600_000,
  topCompany: false,
  employmentType: 'FULL_TIME',
  salaryRange: { min: 300_000, max: 600_000 },
};

// The portal's answers (one job, or none), and what POST /api/me/alerts received.
function portal({ jobs = [job] }: { jobs?: (typeof job)[] } = {}) {
  const posted: { body: NewAlert; csrf: string | null }[] = [];
  server.use(
    http.get('/api/jobs/fields', () => HttpResponse.json({ items: ['Civil', 'Software'] })),
    http.get('/api/jobs', () => HttpResponse.json({ items: jobs, next: null, total: jobs.length })),
    http.post('/api/me/alerts', async ({ request }) => {
      const body = (await request.json()) as NewAlert;
      posted.push({ body, csrf: request.headers.get('X-CSRF-Token') });
      return HttpResponse.json({ alert: testAlert({ ...body, id: 'a9', q: body.q ?? '', field: body.field ?? '' }) }, { status: 201 });
    }),
  );
  return posted;
}

const trigger = () => screen.findByRole('button', { name: 'Get alerts for this search' });

async function openPanel() {
  const button = await trigger();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

afterEach(() => server.events.removeAllListeners());

describe('job alerts on the job portal', () => {
  it('sits on the line of the job count, so the list does not move when it appears; nothing is asked before it is pressed', async () => {
    const requests: string[] = [];
    portal();
    server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
    renderApp('/Job_portal');
    await screen.findByRole('heading', { name: 'Java Developer' });
    const count = screen.getByText('1 job');
    expect(count.parentElement).toContainElement(await trigger());
    expect(requests.filter((p) => p.includes('alerts'))).toEqual([]);
  });

  it('saves the search the portal is showing (not its sort), daily by default, and says so', async () => {
    const posted = portal();
    server.use(signedInAs());
    renderApp('/Job_portal?q=java&field=Software&sort=salary');
    await screen.findByRole('heading', { name: 'Java Developer' });
    const panel = await openPanel();
    const form = await within(panel).findByRole('form', { name: 'E-mail me new jobs for “java · Software”' });
    expect(within(form).getByRole('radio', { name: 'Daily' })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Save alert' }));

    const saved = await within(panel).findByRole('status');
    expect(saved).toHaveTextContent("Alert saved: we'll e-mail you new jobs for “java · Software” daily. Manage alerts in your profile.");
    await waitFor(() => expect(saved).toHaveFocus());
    expect(within(saved).getByRole('link', { name: 'Manage alerts in your profile.' })).toHaveAttribute('href', '/profile');
    expect(posted).toEqual([{ body: { q: 'java', field: 'Software', experience: 'all', frequency: 'daily' }, csrf: 'csrf-visitor' }]);
  });

  it('follows the filters as they change: the alert is the search of the moment, weekly if chosen', async () => {
    const posted = portal();
    server.use(signedInAs());
    const { router } = renderApp('/Job_portal?field=Software');
    await screen.findByRole('heading', { name: 'Java Developer' });
    const panel = await openPanel();
    await within(panel).findByRole('form', { name: 'E-mail me new jobs for “all jobs · Software”' });

    await userEvent.selectOptions(screen.getByLabelText('Experience'), 'fresher');
    await userEvent.type(screen.getByLabelText('Search jobs'), 'java');
    await waitFor(() => expect(router.state.location.search).toBe('?q=java&field=Software&experience=fresher'));
    const form = await within(panel).findByRole('form', { name: 'E-mail me new jobs for “java · Software · freshers”' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Weekly' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save alert' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent("Alert saved: we'll e-mail you new jobs for “java · Software · freshers” weekly.");
    expect(posted.map((p) => p.body)).toEqual([{ q: 'java', field: 'Software', experience: 'fresher', frequency: 'weekly' }]);
  });

  it('offers an alert when nothing matches yet', async () => {
    const posted = portal({ jobs: [] });
    server.use(signedInAs());
    renderApp('/Job_portal?q=rust');
    await screen.findByText('No jobs match your search. Try other words or clear the filters.');
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Save alert' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('new jobs for “rust” daily');
    expect(posted.map((p) => p.body.q)).toEqual(['rust']);
  });

  it("shows the server's refusal (too many alerts) and keeps the form", async () => {
    portal();
    server.use(
      signedInAs(),
      http.post('/api/me/alerts', () => HttpResponse.json({ error: { code: 'too-many-alerts', message: TOO_MANY } }, { status: 409 })),
    );
    renderApp('/Job_portal?q=java');
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Save alert' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(within(panel).queryByRole('status')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Save alert' })).toBeInTheDocument();
  });

  it('says when the server cannot be reached, and a second try can work', async () => {
    const posted = portal();
    let calls = 0;
    server.use(
      signedInAs(),
      http.post('/api/me/alerts', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : undefined; // then the handler of portal()
      }),
    );
    renderApp('/Job_portal?q=java');
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Save alert' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Could not reach Pathshala. Check your internet connection and try again.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save alert' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Alert saved');
    expect(posted).toHaveLength(1);
  });

  it('asks a signed-out visitor to sign in, coming back to this search', async () => {
    const posted = portal();
    const { router } = renderApp('/Job_portal?q=java&experience=fresher');
    await screen.findByRole('heading', { name: 'Java Developer' });
    const panel = await openPanel();
    expect(await within(panel).findByText('Sign in to get an e-mail when new jobs match this search.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Save alert' })).toBeNull();
    await userEvent.click(within(panel).getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth_model'));
    expect(router.state.location.state).toEqual({ from: '/Job_portal?q=java&experience=fresher' });
    expect(posted).toEqual([]);
  });
});
