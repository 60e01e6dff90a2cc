import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs, testUser } from '@/testing/auth';

const google = { providerId: 'google.com', uid: 'g-1', email: 'asha@gmail.com', displayName: 'Asha', photoURL: null };
const microsoft = { providerId: 'microsoft.com', uid: 'm-1', email: 'asha@outlook.com', displayName: 'Asha', photoURL: null };
const password = testUser().providerData[0];

const section = (name: string) => screen.findByRole('region', { name });

afterEach(() => vi.restoreAllMocks());

describe('profile page', () => {
  it('is reached from Profile in the avatar menu, on any page', async () => {
    server.use(signedInAs());
    const { router } = renderApp('/syllabus');
    await userEvent.click(await screen.findByRole('button', { name: 'Your account' }));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Your account' })).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('navigation', { name: 'Your account' })).toBeNull();
  });

  it('and from Profile in the profile dropdown (/dashboaard)', async () => {
    server.use(signedInAs());
    const { router } = renderApp('/dashboaard');
    await userEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Profile menu' })).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('asks a signed-out visitor to log in, coming back here', async () => {
    renderApp('/profile');
    expect(await screen.findByText(/Sign in to see your profile\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Login Now!' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your details' })).toBeNull();
  });
});

describe('your details', () => {
  it('saves name and semester, and the header shows the new name', async () => {
    let body: unknown;
    server.use(
      signedInAs(),
      http.patch('/api/auth/me', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(testUser({ name: 'Asha V.', displayName: 'Asha V.', semester: 5 }));
      }),
    );
    renderApp('/profile');
    const details = await section('Your details');
    const name = within(details).getByLabelText('Name');
    expect(name).toHaveValue('Asha Verma');
    expect(within(details).getByLabelText('Semester')).toHaveValue('3');
    expect([...(within(details).getByLabelText('Semester') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    await userEvent.clear(name);
    await userEvent.type(name, '  Asha V. ');
    await userEvent.selectOptions(within(details).getByLabelText('Semester'), '5 Semester');
    await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByRole('status')).toHaveTextContent('Your details have been saved.');
    expect(body).toEqual({ name: 'Asha V.', semester: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Your account' }));
    expect(within(screen.getByRole('navigation', { name: 'Your account' })).getByText('Asha V.')).toBeInTheDocument();
  });

  it('shows problems at their field: an empty name here, the field the server names', async () => {
    let calls = 0;
    server.use(
      signedInAs(testUser({ semester: null })),
      http.patch('/api/auth/me', () => {
        calls += 1;
        return HttpResponse.json({ error: { code: 'invalid-argument', message: 'The name is too long.', field: 'name' } }, { status: 400 });
      }),
    );
    renderApp('/profile');
    const details = await section('Your details');
    await userEvent.clear(within(details).getByLabelText('Name'));
    await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(within(details).getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(within(details).getByLabelText('Semester')).toHaveAccessibleDescription('Please select your semester.');
    await waitFor(() => expect(within(details).getByLabelText('Name')).toHaveFocus());
    expect(calls).toBe(0);

    await userEvent.type(within(details).getByLabelText('Name'), 'Asha');
    await userEvent.selectOptions(within(details).getByLabelText('Semester'), '2 Semester');
    await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(within(details).getByLabelText('Name')).toHaveAccessibleDescription('The name is too long.'));
    expect(within(details).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(details).queryByRole('status')).toBeNull();
  });
});

describe('an account without an e-mail address', () => {
  const NOTE =
    'Your sign-in provider did not confirm an e-mail address, so this is a separate Pathshala account. If you made an account with your e-mail and password, log out and log in with them.';
  const withoutEmail = (email: string | null) => testUser({ email, emailVerified: false, passwordSet: false, providerData: [{ ...microsoft, email: null }] });

  it.each([
    ['empty', ''],
    ['null', null],
  ])('explains that it is a separate account (e-mail %s)', async (_, email) => {
    server.use(signedInAs(withoutEmail(email)));
    renderApp('/profile');
    const details = await section('Your details');
    expect(within(details).getByText(NOTE)).toBeInTheDocument();
    expect(within(details).getByText('none')).toBeInTheDocument();
  });

  it('is not shown for an account with an e-mail address', async () => {
    server.use(signedInAs());
    renderApp('/profile');
    const details = await section('Your details');
    expect(within(details).getByText('asha@example.in')).toBeInTheDocument();
    expect(screen.queryByText(/did not confirm an e-mail address/)).toBeNull();
  });
});

describe('password', () => {
  async function fill(form: HTMLElement, values: { current?: string; password: string; confirm: string }) {
    if (values.current) await userEvent.type(within(form).getByLabelText('Current password'), values.current);
    await userEvent.type(within(form).getByLabelText('New password'), values.password);
    await userEvent.type(within(form).getByLabelText('Confirm new password'), values.confirm);
  }

  it('changes it with the current one; a wrong current password shows at that field', async () => {
    const bodies: unknown[] = [];
    server.use(
      signedInAs(),
      http.post('/api/auth/password', async ({ request }) => {
        const body = (await request.json()) as { currentPassword: string };
        bodies.push(body);
        if (body.currentPassword !== 'secret12') {
          return HttpResponse.json({ error: { code: 'wrong-password', message: 'The current password is wrong.' } }, { status: 400 });
        }
        return HttpResponse.json(testUser());
      }),
    );
    renderApp('/profile');
    const form = await section('Password');
    await fill(form, { current: 'oops1234', password: 'newsecret1', confirm: 'newsecret1' });
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    const current = within(form).getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is wrong.'));
    await waitFor(() => expect(current).toHaveFocus());
    expect(within(form).queryByRole('status')).toBeNull();

    await userEvent.clear(current);
    await userEvent.type(current, 'secret12');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Password changed.');
    expect(bodies).toEqual([
      { currentPassword: 'oops1234', newPassword: 'newsecret1' },
      { currentPassword: 'secret12', newPassword: 'newsecret1' },
    ]);
    expect(within(form).getByLabelText('New password')).toHaveValue('');
  });

  it('checks the entries and the policy first', async () => {
    let calls = 0;
    server.use(
      signedInAs(),
      http.post('/api/auth/password', () => (calls++, HttpResponse.json(testUser()))),
    );
    renderApp('/profile');
    const form = await section('Password');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription('Please enter your current password.');
    await fill(form, { current: 'secret12', password: 'abc', confirm: 'abc' });
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(/Password should be at least 6 characters long/));
    expect(calls).toBe(0);
  });

  it('sets a first password for a social-only account, without asking for a current one', async () => {
    let body: unknown;
    server.use(
      signedInAs(testUser({ passwordSet: false, providerData: [google] })),
      http.post('/api/auth/password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(testUser({ passwordSet: true, providerData: [password, google] }));
      }),
    );
    renderApp('/profile');
    const form = await section('Password');
    expect(within(form).queryByLabelText('Current password')).toBeNull();
    await fill(form, { password: 'newsecret1', confirm: 'newsecret1' });
    await userEvent.click(within(form).getByRole('button', { name: 'Set password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Password set.');
    expect(body).toEqual({ newPassword: 'newsecret1' });
    expect(within(form).getByLabelText('Current password')).toBeInTheDocument();
    // Now that there is a password, Google is no longer the only way in.
    expect(within(await section('Sign-in methods')).getByRole('button', { name: 'Unlink Google' })).toBeEnabled();
  });
});

describe('sign-in methods', () => {
  it('lists e-mail and password and each provider; unlinking one updates the list', async () => {
    let deleted: string | null = null;
    server.use(
      signedInAs(testUser({ providerData: [password, google, microsoft] })),
      http.delete('/api/auth/identities/:id', ({ params }) => {
        deleted = params.id as string;
        return HttpResponse.json(testUser({ providerData: [password, microsoft] }));
      }),
    );
    renderApp('/profile');
    const methods = await section('Sign-in methods');
    expect(
      within(methods)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.firstChild?.textContent),
    ).toEqual(['E-mail and password', 'Google', 'Microsoft']);
    expect(within(methods).getByText('asha@gmail.com')).toBeInTheDocument();
    expect(within(methods).queryByRole('button', { name: /Unlink E-mail/ })).toBeNull();
    await userEvent.click(within(methods).getByRole('button', { name: 'Unlink Google' }));
    expect(await within(methods).findByRole('status')).toHaveTextContent('Google is no longer linked to your account.');
    expect(deleted).toBe('google.com');
    expect(within(methods).queryByText('Google')).toBeNull();
    expect(within(methods).getByRole('button', { name: 'Unlink Microsoft' })).toBeEnabled();
  });

  it('does not offer to unlink the only way to sign in, and says why', async () => {
    server.use(signedInAs(testUser({ passwordSet: false, providerData: [google] })));
    renderApp('/profile');
    const methods = await section('Sign-in methods');
    const unlink = within(methods).getByRole('button', { name: 'Unlink Google' });
    expect(unlink).toBeDisabled();
    expect(unlink).toHaveAccessibleDescription('This is your only way to sign in, so it cannot be unlinked. Set a password above first.');
  });

  it("shows the server's 409 when it refuses", async () => {
    server.use(
      signedInAs(testUser({ passwordSet: false, providerData: [google, microsoft] })),
      http.delete('/api/auth/identities/:id', () =>
        HttpResponse.json(
          { error: { code: 'last-sign-in-method', message: 'This is your only way to sign in; add a password or another account first.' } },
          { status: 409 },
        ),
      ),
    );
    renderApp('/profile');
    const methods = await section('Sign-in methods');
    await userEvent.click(within(methods).getByRole('button', { name: 'Unlink Microsoft' }));
    expect(await within(methods).findByRole('alert')).toHaveTextContent('This is your only way to sign in; add a password or another account first.');
    expect(within(methods).getByText('Microsoft')).toBeInTheDocument();
  });
});

describe('sign out everywhere', () => {
  it('asks first; then ends every session and goes to /login, which says so', async () => {
    let calls = 0;
    server.use(
      signedInAs(),
      http.post('/api/auth/logout-everywhere', () => {
        calls += 1;
        server.use(http.get('/api/auth/session', () => HttpResponse.json({ user: null })));
        return HttpResponse.json({ signedOut: true });
      }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { router } = renderApp('/profile');
    const area = await section('Sign out everywhere');
    await userEvent.click(within(area).getByRole('button', { name: 'Sign out everywhere' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(calls).toBe(0);

    await userEvent.click(within(area).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Login Now!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('You have been signed out on every device.');
    expect(await screen.findByRole('link', { name: 'signup now' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('shows a failure and stays', async () => {
    server.use(
      signedInAs(),
      http.post('/api/auth/logout-everywhere', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 }),
      ),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { router } = renderApp('/profile');
    const area = await section('Sign out everywhere');
    await userEvent.click(within(area).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await within(area).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(router.state.location.pathname).toBe('/profile');
  });
});

// Issue 50: the business a student buys for, kept for the checkout.
describe('buying for a business', () => {
  it('saves its legal name and GSTIN as typed, shows a refused GSTIN at its field, and removes it', async () => {
    const bodies: unknown[] = [];
    let answer: Response | null = null;
    server.use(
      signedInAs(),
      http.patch('/api/auth/me', async ({ request }) => {
        bodies.push(await request.json());
        if (answer) return answer;
        return HttpResponse.json(testUser({ business: { name: 'Udaan Coaching LLP', gstin: '27AAPFU0939F1ZV' } }));
      }),
    );
    renderApp('/profile');
    const business = await section('Buying for a business');
    const gstin = within(business).getByLabelText('GSTIN');
    // Checked here first: a slip never leaves the page.
    await userEvent.type(gstin, '27AAPFU');
    await userEvent.click(within(business).getByRole('button', { name: 'Save business' }));
    expect(within(business).getByLabelText('Legal name of the business')).toHaveFocus();
    expect(within(business).getByText('Enter the business’s legal name, as registered for GST.')).toBeInTheDocument();
    expect(within(business).getByText('A GSTIN has 15 characters, e.g. 27AAPFU0939F1ZV.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    // The server checks the check character.
    answer = HttpResponse.json(
      {
        error: { code: 'invalid-field', field: 'business.gstin', message: 'This is not a valid GSTIN: 15 characters, as on the GST registration certificate.' },
      },
      { status: 400 },
    );
    await userEvent.type(within(business).getByLabelText('Legal name of the business'), 'Udaan Coaching LLP');
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '27aapfu0939f1za');
    await userEvent.click(within(business).getByRole('button', { name: 'Save business' }));
    expect(await within(business).findByText(/This is not a valid GSTIN/)).toBeInTheDocument();
    expect(gstin).toHaveFocus();
    expect(bodies.at(-1)).toEqual({ business: { name: 'Udaan Coaching LLP', gstin: '27AAPFU0939F1ZA' } });

    answer = null;
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '27aapfu0939f1zv');
    await userEvent.click(within(business).getByRole('button', { name: 'Save business' }));
    expect(await within(business).findByText('Saved. The checkout will fill these in.')).toBeInTheDocument();
    expect(gstin).toHaveValue('27AAPFU0939F1ZV');

    answer = HttpResponse.json(testUser({ business: null }));
    await userEvent.click(await within(business).findByRole('button', { name: 'Remove business' }));
    expect(await within(business).findByText('Removed. You buy for yourself.')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ business: null });
    expect(gstin).toHaveValue('');
  });
});
