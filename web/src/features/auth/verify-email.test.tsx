import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs, testUser } from '@/testing/auth';

const INVALID_TOKEN = 'This link has expired or was already used. Sign in and ask for a new one.';
const BANNER = 'Please verify your e-mail address: we sent you a link.';

// Each test uses its own token: a token is posted at most once per page load (module state).
describe('verify e-mail page', () => {
  it('posts the token once even under StrictMode, says "Verifying…", then verified; the user is asked for again', async () => {
    const posted: unknown[] = [];
    let verified = false;
    let answer!: () => void;
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json({ user: testUser({ emailVerified: verified }) })),
      http.post('/api/auth/verify-email', async ({ request }) => {
        posted.push(await request.json());
        await new Promise<void>((resolve) => (answer = resolve));
        verified = true;
        return HttpResponse.json({ emailVerified: true });
      }),
    );
    const { router } = renderApp('/verify-email?token=tok-strict', undefined, { strict: true });
    expect(await screen.findByText('Verifying…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(router.state.location.search).toBe(''); // the token left the address bar
    // Its own page says what is going on: no "please verify" banner beside it.
    expect(screen.queryByText(BANNER)).toBeNull();
    answer();
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(posted).toEqual([{ token: 'tok-strict' }]);

    // Elsewhere the banner is gone: the signed-in user was fetched again.
    await act(() => router.navigate('/syllabus'));
    await screen.findByRole('button', { name: 'Your account' });
    expect(screen.queryByText(BANNER)).toBeNull();
    expect(posted).toHaveLength(1);
  });

  it("shows an invalid or used link in the server's words, with a way to sign in", async () => {
    server.use(http.post('/api/auth/verify-email', () => HttpResponse.json({ error: { code: 'invalid-token', message: INVALID_TOKEN } }, { status: 400 })));
    renderApp('/verify-email?token=tok-used');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_TOKEN);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Your e-mail address is verified.')).toBeNull();
  });

  it('offers a signed-in student whose link failed a new one', async () => {
    let sends = 0;
    server.use(
      signedInAs(),
      http.post('/api/auth/verify-email', () => HttpResponse.json({ error: { code: 'invalid-token', message: INVALID_TOKEN } }, { status: 400 })),
      http.post('/api/auth/verify-email/send', () => (sends++, HttpResponse.json({ sent: true }, { status: 202 }))),
    );
    renderApp('/verify-email?token=tok-expired');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_TOKEN);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent. Check your inbox.');
    expect(sends).toBe(1);
  });

  it('lets a network failure be tried again (the token was not used)', async () => {
    let calls = 0;
    server.use(
      http.post('/api/auth/verify-email', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ emailVerified: true });
      }),
    );
    renderApp('/verify-email?token=tok-offline');
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your internet connection');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('explains a link without a token and posts nothing', async () => {
    let calls = 0;
    server.use(http.post('/api/auth/verify-email', () => (calls++, HttpResponse.json({ emailVerified: true }))));
    renderApp('/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(calls).toBe(0);
  });
});

describe('verification banner', () => {
  it('asks a signed-in, unverified student to verify, and Resend sends a new link', async () => {
    let token: string | null = null;
    let body: unknown;
    server.use(
      signedInAs(testUser({ emailVerified: false })),
      http.post('/api/auth/verify-email/send', async ({ request }) => {
        token = request.headers.get('X-CSRF-Token');
        body = await request.json();
        return HttpResponse.json({ sent: true }, { status: 202 });
      }),
    );
    renderApp('/syllabus');
    const banner = await screen.findByRole('region', { name: 'E-mail verification' });
    expect(banner).toHaveTextContent(BANNER);
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(await within(banner).findByRole('status')).toHaveTextContent('Sent. Check your inbox.');
    expect(token).toBe('csrf-visitor');
    expect(body).toEqual({});
  });

  it("shows a 429 in the server's words", async () => {
    server.use(
      signedInAs(),
      http.post('/api/auth/verify-email/send', () =>
        HttpResponse.json({ error: { code: 'too-many-requests', message: 'You asked for a link a moment ago. Try again in 2 minutes.' } }, { status: 429 }),
      ),
    );
    renderApp('/syllabus');
    const banner = await screen.findByRole('region', { name: 'E-mail verification' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent('You asked for a link a moment ago. Try again in 2 minutes.');
    expect(within(banner).queryByRole('status')).toBeNull();
  });

  it('goes away when the address turns out to be verified already (409)', async () => {
    let verified = false;
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json({ user: testUser({ emailVerified: verified }) })),
      http.post('/api/auth/verify-email/send', () => {
        verified = true;
        return HttpResponse.json({ error: { code: 'already-verified', message: 'Your e-mail address is already verified.' } }, { status: 409 });
      }),
    );
    renderApp('/syllabus');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'E-mail verification' })).toBeNull());
  });

  it('can be dismissed for this page view', async () => {
    server.use(signedInAs());
    const { router } = renderApp('/syllabus');
    const banner = await screen.findByRole('region', { name: 'E-mail verification' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'E-mail verification' })).toBeNull();
    await act(() => router.navigate('/pyq'));
    expect(screen.queryByRole('region', { name: 'E-mail verification' })).toBeNull();
  });

  it('is not shown to verified students or signed-out visitors', async () => {
    server.use(signedInAs(testUser({ emailVerified: true })));
    const first = renderApp('/syllabus');
    await screen.findByRole('button', { name: 'Your account' });
    expect(screen.queryByText(BANNER)).toBeNull();
    first.unmount();

    server.resetHandlers();
    renderApp('/syllabus');
    await screen.findByRole('link', { name: 'signup now' });
    expect(screen.queryByText(BANNER)).toBeNull();
  });
});
