import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { signedInAs } from '@/testing/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { AlertChange, JobAlert } from './api/types';
import { NEXT_DIGEST, testAlert } from './test-data';

const JAVA = 'java · Software · freshers';
const CIVIL = 'all jobs · Civil · 1–3 years';
const LATER = NEXT_DIGEST + 6 * 86_400_000;

const section = () => screen.findByRole('region', { name: 'Job alerts' });
const row = (region: HTMLElement, words: string) => within(region).getByRole('link', { name: words }).closest('li')!;

// The student's alerts, kept like the server keeps them: PATCH changes one, DELETE removes it.
// Records what was sent.
function alertsServer(initial: JobAlert[]) {
  let alerts = [...initial];
  const sent: { method: string; id: string; body?: AlertChange }[] = [];
  server.use(
    signedInAs(),
    http.get('/api/me/alerts', () => HttpResponse.json({ items: alerts })),
    http.patch('/api/me/alerts/:id', async ({ params, request }) => {
      const body = (await request.json()) as AlertChange;
      sent.push({ method: 'PATCH', id: String(params.id), body });
      const old = alerts.find((a) => a.id === params.id)!;
      const enabled = body.enabled ?? old.enabled;
      const changed = { ...old, ...body, nextDigestAt: enabled ? LATER : null };
      alerts = alerts.map((a) => (a.id === params.id ? changed : a));
      return HttpResponse.json({ alert: changed });
    }),
    http.delete('/api/me/alerts/:id', ({ params }) => {
      sent.push({ method: 'DELETE', id: String(params.id) });
      alerts = alerts.filter((a) => a.id !== params.id);
      return HttpResponse.json({ removed: true });
    }),
  );
  return sent;
}

describe('job alerts on the profile page', () => {
  it('lists each alert: its search in words (a link to those jobs), the next digest, on or off, how often', async () => {
    alertsServer([testAlert(), testAlert({ id: 'a2', q: '', field: 'Civil', experience: '1-3', frequency: 'weekly', enabled: false, nextDigestAt: null })]);
    renderApp('/profile');
    const region = await section();
    const java = await within(region).findByRole('link', { name: JAVA });
    expect(java).toHaveAttribute('href', '/Job_portal?q=java&field=Software&experience=fresher');
    const first = row(region, JAVA);
    expect(first).toHaveTextContent(`Next digest: ${formatDate(NEXT_DIGEST)}, if new jobs match.`);
    expect(within(first).getByRole('switch', { name: `E-mails for ${JAVA}` })).toBeChecked();
    expect(within(first).getByRole('combobox', { name: `How often: ${JAVA}` })).toHaveValue('daily');

    const second = row(region, CIVIL);
    expect(within(region).getByRole('link', { name: CIVIL })).toHaveAttribute('href', '/Job_portal?field=Civil&experience=1-3');
    expect(second).toHaveTextContent('Off: no e-mails for this search.');
    expect(within(second).getByRole('switch', { name: `E-mails for ${CIVIL}` })).not.toBeChecked();
    expect(within(second).getByRole('combobox', { name: `How often: ${CIVIL}` })).toHaveValue('weekly');
    // Oldest first, as the server lists them.
    expect(within(region).getAllByRole('listitem')).toEqual([first, second]);
  });

  it('turns an alert off and on again with its switch', async () => {
    const sent = alertsServer([testAlert()]);
    renderApp('/profile');
    const region = await section();
    const toggle = await within(region).findByRole('switch', { name: `E-mails for ${JAVA}` });
    await userEvent.click(toggle);
    await waitFor(() => expect(row(region, JAVA)).toHaveTextContent('Off: no e-mails for this search.'));
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(row(region, JAVA)).toHaveTextContent(`Next digest: ${formatDate(LATER)}`));
    expect(toggle).toBeChecked();
    expect(sent).toEqual([
      { method: 'PATCH', id: 'a1', body: { enabled: false } },
      { method: 'PATCH', id: 'a1', body: { enabled: true } },
    ]);
  });

  it('changes how often an alert comes', async () => {
    const sent = alertsServer([testAlert()]);
    renderApp('/profile');
    const region = await section();
    const often = await within(region).findByRole('combobox', { name: `How often: ${JAVA}` });
    await userEvent.selectOptions(often, 'Weekly');
    await waitFor(() => expect(row(region, JAVA)).toHaveTextContent(`Next digest: ${formatDate(LATER)}`));
    expect(often).toHaveValue('weekly');
    expect(sent).toEqual([{ method: 'PATCH', id: 'a1', body: { frequency: 'weekly' } }]);
  });

  it('puts the switch back and says why when a change is refused', async () => {
    alertsServer([testAlert()]);
    server.use(http.patch('/api/me/alerts/:id', () => HttpResponse.error()));
    renderApp('/profile');
    const region = await section();
    const toggle = await within(region).findByRole('switch', { name: `E-mails for ${JAVA}` });
    await userEvent.click(toggle);
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Could not change this alert. Could not reach Pathshala. Check your internet connection and try again.',
    );
    expect(toggle).toBeChecked();
  });

  it('deletes an alert, then says there are none left, with the way to the job portal', async () => {
    const sent = alertsServer([testAlert()]);
    renderApp('/profile');
    const region = await section();
    await userEvent.click(await within(region).findByRole('button', { name: `Delete the alert ${JAVA}` }));
    await waitFor(() => expect(within(region).queryByRole('link', { name: JAVA })).toBeNull());
    expect(within(region).getByRole('status')).toHaveTextContent(`Deleted the alert for ${JAVA}.`);
    expect(within(region).getByText(/No job alerts yet\./)).toHaveTextContent('No job alerts yet. Save one from the job portal.');
    expect(within(region).getByRole('link', { name: 'job portal' })).toHaveAttribute('href', '/Job_portal');
    expect(sent).toEqual([{ method: 'DELETE', id: 'a1' }]);
  });

  it('says when there are no alerts yet', async () => {
    server.use(signedInAs());
    renderApp('/profile');
    const region = await section();
    expect(await within(region).findByText(/No job alerts yet\./)).toHaveTextContent('No job alerts yet. Save one from the job portal.');
    expect(within(region).getByRole('link', { name: 'job portal' })).toHaveAttribute('href', '/Job_portal');
    expect(within(region).queryByRole('listitem')).toBeNull();
  });

  it('shows a loading state, then a load failure with Retry', async () => {
    let calls = 0;
    server.use(
      signedInAs(),
      http.get('/api/me/alerts', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 })
          : HttpResponse.json({ items: [testAlert()] });
      }),
    );
    renderApp('/profile');
    const region = await section();
    expect(within(region).getByRole('status')).toHaveTextContent('Loading your job alerts...');
    const failure = await within(region).findByRole('alert');
    expect(failure).toHaveTextContent('Could not load your job alerts. Something went wrong on our side.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByRole('link', { name: JAVA })).toBeInTheDocument();
  });
});
