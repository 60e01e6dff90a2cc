import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { passwordPolicy, testUser } from '@/testing/auth';
import { REDIRECT_KEY } from './lib/redirect';

const policy = passwordPolicy;

async function fillLogin(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

type SignupFields = { name?: string; semester?: string; email?: string; password?: string; confirm?: string };
async function fillSignup(f: SignupFields) {
  await screen.findByLabelText('Name');
  if (f.name) await userEvent.type(screen.getByLabelText('Name'), f.name);
  if (f.semester) await userEvent.selectOptions(screen.getByLabelText('Semester'), f.semester);
  if (f.email) await userEvent.type(screen.getByLabelText('Email'), f.email);
  if (f.password) await userEvent.type(screen.getByLabelText('Password'), f.password);
  if (f.confirm) await userEvent.type(screen.getByLabelText('Confirm Password'), f.confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}
const complete = { name: 'Asha Verma', semester: '3 Semester', email: 'asha@example.in', password: 'secret12', confirm: 'secret12' };

describe('login page', () => {
  it('shows the texts, sends the CSRF token and returns to the page the student came from', async () => {
    let sent: { token: string | null; body: unknown } | null = null;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        sent = { token: request.headers.get('X-CSRF-Token'), body: await request.json() };
        return HttpResponse.json({ user: testUser(), csrfToken: 'tok-session' });
      }),
      http.get('/api/catalog/previous-year/firstYear', () => HttpResponse.json({ items: [] })),
    );
    const { router } = renderApp('/login', { from: '/pyq/First-year?subject=maths' });
    expect(await screen.findByRole('heading', { name: 'Login Now!' })).toBeInTheDocument();
    expect(screen.getByText('OR')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await fillLogin(' asha@example.in ', 'secret12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pyq/First-year'));
    expect(router.state.location.search).toBe('?subject=maths');
    expect(sent).toEqual({ token: 'csrf-visitor', body: { email: 'asha@example.in', password: 'secret12' } });
    expect(await screen.findByRole('button', { name: 'Your account' })).toBeInTheDocument(); // the header knows at once
  });

  it('sends admins to /admin', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json({ user: testUser({ role: 'admin' }), csrfToken: 't' })));
    const { router } = renderApp('/login', { from: '/quantum' });
    await fillLogin('admin@example.in', 'secret12');
    expect(await screen.findByRole('heading', { name: 'Admin panel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('uses the remembered page when there is no navigation state, and /home for sign-in screens or unsafe values', async () => {
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json({ user: testUser(), csrfToken: 't' })),
      http.get('/api/projects', () => HttpResponse.json({ items: [] })),
    );
    sessionStorage.setItem(REDIRECT_KEY, '/mini_project');
    const first = renderApp('/login');
    await fillLogin('asha@example.in', 'secret12');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/mini_project'));
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull(); // used up
    first.unmount();

    const second = renderApp('/login', { from: '//evil.example/home' });
    await fillLogin('asha@example.in', 'secret12');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/home'));
  });

  it('requires e-mail and password before calling the server', async () => {
    let calls = 0;
    server.use(http.post('/api/auth/login', () => (calls++, HttpResponse.json({}))));
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your e-mail.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your password.');
    expect(calls).toBe(0);
  });

  it("shows the server's message, keeps what was typed and disables the button while busy", async () => {
    let answer!: () => void;
    server.use(
      http.post('/api/auth/login', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ error: { code: 'wrong-password', message: 'The password is wrong. Please try again.' } }, { status: 401 });
      }),
    );
    renderApp('/login');
    await fillLogin('asha@example.in', 'oops123');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is wrong. Please try again.');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(screen.getByLabelText('Password')).toHaveValue('oops123');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('explains too-many-requests with the wait, and a network failure', async () => {
    server.use(http.post('/api/auth/login', () => new HttpResponse('busy', { status: 429, headers: { 'Retry-After': '300' } })));
    renderApp('/login');
    await fillLogin('asha@example.in', 'secret12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 5 minutes and try again.');
    server.use(http.post('/api/auth/login', () => HttpResponse.error()));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Check your internet connection'));
  });

  it('shows a readable message when a redirect sign-in came back with authError', async () => {
    renderApp('/login?authError=cancelled-popup-request');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in was cancelled.');
  });
});

const THROTTLED = 'Too many failed sign-in attempts on this account. Wait 15 minutes, or sign in now with a code we e-mail you.';
const CODE_SENT = 'If an account uses this e-mail, we have sent it a 6-digit code. It works for 15 minutes.';

// POST /api/auth/login answering account-throttled unless the body carries the right code, and
// POST /api/auth/login-code answering `codeAnswer` (202 by default); both record what was sent.
function throttledAccount({ codeAnswer }: { codeAnswer?: () => Response | Promise<Response> } = {}) {
  const sent = { logins: [] as unknown[], codeRequests: [] as { token: string | null; body: unknown }[] };
  server.use(
    http.post('/api/auth/login', async ({ request }) => {
      const body = (await request.json()) as { code?: string };
      sent.logins.push(body);
      if (body.code === '123456') return HttpResponse.json({ user: testUser(), csrfToken: 'tok-session' });
      if (body.code !== undefined)
        return HttpResponse.json({ error: { code: 'invalid-code', message: 'That code is wrong or has expired. Ask for a new one.' } }, { status: 400 });
      return HttpResponse.json({ error: { code: 'account-throttled', message: THROTTLED } }, { status: 429, headers: { 'Retry-After': '900' } });
    }),
    http.post('/api/auth/login-code', async ({ request }) => {
      sent.codeRequests.push({ token: request.headers.get('X-CSRF-Token'), body: await request.json() });
      return codeAnswer ? codeAnswer() : HttpResponse.json({ sent: true }, { status: 202 });
    }),
    http.get('/api/catalog/previous-year/firstYear', () => HttpResponse.json({ items: [] })),
  );
  return sent;
}

describe('login with a sign-in code when the account is throttled', () => {
  it("shows the server's message and a button that e-mails a code; the code field then takes the focus and the code is sent with the password", async () => {
    let answer!: () => void;
    const sent = throttledAccount({
      codeAnswer: async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ sent: true }, { status: 202 });
      },
    });
    const { router } = renderApp('/login', { from: '/pyq/First-year' });
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('button', { name: 'E-mail me a sign-in code' })).toBeNull(); // only when throttled
    await fillLogin('asha@example.in', 'secret12');
    expect(await screen.findByRole('alert')).toHaveTextContent(THROTTLED);
    expect(screen.queryByLabelText('Sign-in code')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'E-mail me a sign-in code' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'E-mail me a sign-in code' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(''); // the live region is there before its text
    answer();

    expect(await screen.findByRole('status')).toHaveTextContent(CODE_SENT);
    const code = await screen.findByLabelText('Sign-in code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('pattern', '[0-9]{6}');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAccessibleDescription(CODE_SENT);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'E-mail me a sign-in code' })).toBeEnabled();
    expect(sent.codeRequests).toEqual([{ token: 'csrf-visitor', body: { email: 'asha@example.in' } }]);

    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pyq/First-year'));
    expect(sent.logins).toEqual([
      { email: 'asha@example.in', password: 'secret12' },
      { email: 'asha@example.in', password: 'secret12', code: '123456' },
    ]);
  });

  it('asks for the 6-digit code before sending, and shows a wrong code with the focus back on it', async () => {
    const sent = throttledAccount();
    renderApp('/login');
    await fillLogin('asha@example.in', 'secret12');
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail me a sign-in code' }));
    const code = await screen.findByLabelText('Sign-in code');

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the 6-digit code from the e-mail we sent you.');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(sent.logins).toHaveLength(1);

    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That code is wrong or has expired. Ask for a new one.'));
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(sent.logins).toHaveLength(2);

    // A new code empties the field and gives it the focus again.
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in code' }));
    await waitFor(() => expect(sent.codeRequests).toHaveLength(2));
    await waitFor(() => expect(screen.getByLabelText('Sign-in code')).toHaveValue(''));
    expect(screen.getByLabelText('Sign-in code')).toHaveFocus();
    expect(screen.getByLabelText('Sign-in code')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the code request's errors in the error paragraph and no code field", async () => {
    const sent = throttledAccount({
      codeAnswer: () =>
        HttpResponse.json({ error: { code: 'too-many-requests', message: 'You have asked for codes too often. Try again in 10 minutes.' } }, { status: 429 }),
    });
    renderApp('/login');
    await fillLogin('asha@example.in', 'secret12');
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail me a sign-in code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You have asked for codes too often. Try again in 10 minutes.'));
    expect(screen.queryByLabelText('Sign-in code')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'E-mail me a sign-in code' })).toBeEnabled();

    // The e-mail is checked as on submit before anything is asked.
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter your e-mail.'));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(sent.codeRequests).toHaveLength(1);
  });

  it('explains account-throttled with the wait when the answer has no message of ours', async () => {
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json({ error: { code: 'account-throttled' } }, { status: 429, headers: { 'Retry-After': '600' } })),
    );
    renderApp('/login');
    await fillLogin('asha@example.in', 'secret12');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There have been too many failed sign-ins to this account. Wait 10 minutes, or ask for a sign-in code by e-mail and log in with it and your password.',
    );
    expect(screen.getByRole('button', { name: 'E-mail me a sign-in code' })).toBeInTheDocument();
  });
});

describe('signup page', () => {
  it('shows the fields, the semester options and the links', async () => {
    renderApp('/signup');
    const select = await screen.findByLabelText('Semester');
    const options = [...(select as HTMLSelectElement).options].map((o) => o.text);
    expect(options).toEqual(['Select Semester', ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${n} Semester`)]);
    for (const label of ['Name', 'Email', 'Password', 'Confirm Password']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('validates before submitting: required fields, matching passwords, minimum length', async () => {
    let calls = 0;
    server.use(http.post('/api/auth/signup', () => (calls++, HttpResponse.json({}))));
    renderApp('/signup');
    await fillSignup({ name: 'Asha' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please select your semester.');
    expect(screen.getByLabelText('Semester')).toHaveFocus();

    await fillSignup({ semester: '3 Semester', email: 'asha@example.in', password: 'abc', confirm: 'abd' });
    expect(screen.getByRole('alert')).toHaveTextContent("Passwords don't match");

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password should be at least 6 characters long')).toHaveAttribute('role', 'alert');
    expect(calls).toBe(0);
  });

  it("uses the policy's minimum length and, when enforced, names every missing character class", async () => {
    server.use(
      policy({
        customStrengthOptions: {
          minPasswordLength: 8,
          containsUppercaseCharacter: true,
          containsNumericCharacter: true,
          containsNonAlphanumericCharacter: true,
        },
        allowedNonAlphanumericCharacters: ['!', '@'],
        enforcementState: 'ENFORCE',
      }),
    );
    renderApp('/signup');
    expect(await screen.findByText('At least 8 characters, with an uppercase letter, a number and a special character.')).toBeInTheDocument();
    await fillSignup({ ...complete, password: 'abcdef1', confirm: 'abcdef1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password should be at least 8 characters long. It also needs an uppercase letter and a special character (one of ! @).',
    );
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your password needs an uppercase letter and a special character (one of ! @).'));
  });

  it('refuses a policy with schema version 2 and does not submit', async () => {
    let calls = 0;
    server.use(
      policy({ schemaVersion: 2 }),
      http.post('/api/auth/signup', () => (calls++, HttpResponse.json({}))),
    );
    renderApp('/signup');
    await fillSignup(complete);
    expect(await screen.findByRole('alert')).toHaveTextContent("this site's password rules are in a newer format");
    expect(calls).toBe(0);
  });

  it('creates the account and returns to where the student came from', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/signup', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ user: testUser(), csrfToken: 't' }, { status: 201 });
      }),
      http.get('/api/catalog/bl-notes/secondYear', () => HttpResponse.json({ items: [] })),
    );
    const { router } = renderApp('/signup', { from: '/brevi_learning/Second-year' });
    await fillSignup(complete);
    await waitFor(() => expect(router.state.location.pathname).toBe('/brevi_learning/Second-year'));
    expect(body).toEqual({ name: 'Asha Verma', semester: 3, email: 'asha@example.in', password: 'secret12' });
  });

  it('shows email-already-in-use in words a student understands and keeps every field', async () => {
    server.use(
      http.post('/api/auth/signup', () =>
        HttpResponse.json({ error: { code: 'email-already-in-use', message: 'An account with this e-mail already exists. Log in instead.' } }, { status: 409 }),
      ),
    );
    renderApp('/signup');
    await fillSignup(complete);
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists. Log in instead.');
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Semester')).toHaveValue('3');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(screen.getByLabelText('Password')).toHaveValue('secret12');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('secret12');
  });

  it('maps a code without a server message (password-does-not-meet-requirements)', async () => {
    server.use(http.post('/api/auth/signup', () => HttpResponse.json({ error: { code: 'password-does-not-meet-requirements' } }, { status: 400 })));
    renderApp('/signup');
    await fillSignup(complete);
    expect(await screen.findByRole('alert')).toHaveTextContent("Your password does not meet this site's password rules.");
  });
});
