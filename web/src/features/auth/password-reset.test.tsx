import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { passwordPolicy, signedInAs, testUser } from '@/testing/auth';

const SENT = 'If an account uses this e-mail, we have sent a link to reset its password. Check your inbox.';
const INVALID_TOKEN = 'This link has expired or was already used. Sign in and ask for a new one.';

describe('login page', () => {
  it('links to /forgot-password, handing over the e-mail typed so far', async () => {
    const { router } = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), ' asha@example.in');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
  });

  it("shows the server's one message for an unknown e-mail or a wrong password", async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ error: { code: 'invalid-credential', message: 'Incorrect e-mail or password.' } }, { status: 401 }),
      ),
    );
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'nobody@example.in');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password.');
  });
});

describe('forgot password', () => {
  it('asks for the e-mail, then always gives the same answer', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/password-reset/request', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ sent: true }, { status: 202 });
      }),
    );
    renderApp('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your e-mail.');
    expect(bodies).toEqual([]);

    await userEvent.type(screen.getByLabelText('Email'), ' asha@example.in ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus()); // the form it replaced had the focus
    expect(bodies).toEqual([{ email: 'asha@example.in' }]);
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it("shows a 429 in the server's words and keeps the form", async () => {
    server.use(
      http.post('/api/auth/password-reset/request', () =>
        HttpResponse.json({ error: { code: 'too-many-requests', message: 'Too many requests. Try again in 10 minutes.' } }, { status: 429 }),
      ),
    );
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in 10 minutes.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
  });
});

async function fillReset(password: string, confirm: string) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('reset password', () => {
  it('sets the new password with the token, takes the token out of the address, and links to login', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/password-reset', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ reset: true });
      }),
    );
    const { router } = renderApp('/reset-password?token=tok-123');
    await screen.findByLabelText('New password');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.state).toEqual({ token: 'tok-123' });
    await fillReset('newsecret1', 'newsecret1');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed. Log in with your new password.');
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(body).toEqual({ token: 'tok-123', password: 'newsecret1' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('signs this browser out too: the server ended every session of the account', async () => {
    let signedIn = true;
    server.use(
      http.get('/api/auth/session', () => (signedIn ? HttpResponse.json({ user: testUser() }) : HttpResponse.json({ user: null }))),
      http.post('/api/auth/password-reset', () => {
        signedIn = false;
        return HttpResponse.json({ reset: true });
      }),
    );
    renderApp('/reset-password?token=tok-me');
    expect(await screen.findByRole('button', { name: 'Your account' })).toBeInTheDocument();
    await fillReset('newsecret1', 'newsecret1');
    expect(await screen.findByRole('link', { name: 'signup now' })).toBeInTheDocument();
  });

  it('checks the two entries and the password policy before calling the server', async () => {
    let calls = 0;
    server.use(
      passwordPolicy({ customStrengthOptions: { minPasswordLength: 8, containsNumericCharacter: true }, enforcementState: 'ENFORCE' }),
      http.post('/api/auth/password-reset', () => (calls++, HttpResponse.json({ reset: true }))),
    );
    renderApp('/reset-password?token=tok-1');
    expect(await screen.findByText('At least 8 characters, with a number.')).toBeInTheDocument();
    await fillReset('longenough1', 'longenough2');
    expect(screen.getByRole('alert')).toHaveTextContent("Passwords don't match");
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await fillReset('longenough', 'longenough');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password needs a number.');
    expect(calls).toBe(0);
  });

  it("shows the server's policy refusal", async () => {
    server.use(
      http.post('/api/auth/password-reset', () =>
        HttpResponse.json({ error: { code: 'password-does-not-meet-requirements', message: 'Your password needs a special character.' } }, { status: 400 }),
      ),
    );
    renderApp('/reset-password?token=tok-2');
    await fillReset('secret12', 'secret12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password needs a special character.');
    expect(screen.getByLabelText('New password')).toHaveValue('secret12');
  });

  it('explains an expired or used link and links to /forgot-password', async () => {
    server.use(http.post('/api/auth/password-reset', () => HttpResponse.json({ error: { code: 'invalid-token', message: INVALID_TOKEN } }, { status: 400 })));
    renderApp('/reset-password?token=tok-old');
    await fillReset('secret12', 'secret12');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INVALID_TOKEN);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('explains a link without a token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});

it('a signed-in visitor can use the reset pages too', async () => {
  server.use(
    signedInAs(),
    http.post('/api/auth/password-reset/request', () => HttpResponse.json({ sent: true }, { status: 202 })),
  );
  renderApp('/forgot-password');
  await userEvent.type(await screen.findByLabelText('Email'), 'asha@example.in');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText(SENT)).toBeInTheDocument();
});
