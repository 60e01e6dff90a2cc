import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { signedInAs } from '@/testing/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { YearDigest } from './api/digest';

const NEXT_MAIL = Date.UTC(2026, 11, 2, 6, 0);
const SWITCH = 'E-mail me every week what is new for my year';

const section = () => screen.findByRole('region', { name: 'New material for my year' });

function digest(extra: Partial<YearDigest> = {}): YearDigest {
  return { enabled: false, year: 'secondYear', subjects: ['DBMS', 'Maths'], nextDigestAt: null, ...extra };
}

describe('"New material for my year" on the profile page', () => {
  it('says which year and saved subjects the mail covers', async () => {
    server.use(
      signedInAs(),
      http.get('/api/me/digest', () => HttpResponse.json(digest())),
    );
    renderApp('/profile');
    const region = await section();
    expect(await within(region).findByText(/^For: /)).toHaveTextContent('For: Second year and the subjects you saved: DBMS, Maths');
    expect(within(region).getByRole('switch', { name: SWITCH })).not.toBeChecked();
    expect(within(region).queryByText(/Next mail/)).toBeNull();
  });

  it('asks for the semester when the profile has none, and says nothing of subjects when none are saved', async () => {
    server.use(signedInAs());
    renderApp('/profile');
    const region = await section();
    expect(await within(region).findByText('Add your semester above to get this mail.')).toBeInTheDocument();
    expect(within(region).getByRole('switch', { name: SWITCH })).not.toBeChecked();
  });

  it('turns the mail on with PUT {"enabled":true} and shows the next mail from the answer', async () => {
    const sent: unknown[] = [];
    server.use(
      signedInAs(),
      http.get('/api/me/digest', () => HttpResponse.json(digest({ subjects: [] }))),
      http.put('/api/me/digest', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(digest({ subjects: [], enabled: true, nextDigestAt: NEXT_MAIL }));
      }),
    );
    renderApp('/profile');
    const region = await section();
    expect(await within(region).findByText(/^For: /)).toHaveTextContent(/^For: Second year$/);
    const toggle = within(region).getByRole('switch', { name: SWITCH });
    await userEvent.click(toggle);
    expect(await within(region).findByText(`Next mail: ${formatDate(NEXT_MAIL)}, if anything is new.`)).toBeInTheDocument();
    expect(formatDate(NEXT_MAIL)).toBe('2 Dec 2026');
    expect(toggle).toBeChecked();
    expect(sent).toEqual([{ enabled: true }]);
  });

  it('puts the switch back and shows the server message when a change is refused', async () => {
    server.use(
      signedInAs(),
      http.get('/api/me/digest', () => HttpResponse.json(digest())),
      http.put('/api/me/digest', () =>
        HttpResponse.json({ error: { code: 'email-not-verified', message: 'Verify your e-mail address first.' } }, { status: 403 }),
      ),
    );
    renderApp('/profile');
    const region = await section();
    const toggle = await within(region).findByRole('switch', { name: SWITCH });
    await userEvent.click(toggle);
    expect(await within(region).findByRole('alert')).toHaveTextContent('Verify your e-mail address first.');
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(within(region).queryByText(/Next mail/)).toBeNull();
  });

  it('shows a loading state, then a load failure with Retry', async () => {
    let calls = 0;
    server.use(
      signedInAs(),
      http.get('/api/me/digest', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 })
          : HttpResponse.json(digest());
      }),
    );
    renderApp('/profile');
    const region = await section();
    expect(within(region).getByRole('status')).toHaveTextContent('Loading your weekly mail...');
    const failure = await within(region).findByRole('alert');
    expect(failure).toHaveTextContent('Could not load your weekly mail. Something went wrong on our side.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByRole('switch', { name: SWITCH })).toBeInTheDocument();
  });
});
