import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs, testUser } from '@/testing/auth';
import { browser } from './lib/browser';
import { REDIRECT_KEY } from './lib/redirect';

const providers = (configured: Record<string, boolean>) =>
  http.get('/api/auth/providers', () =>
    HttpResponse.json({
      providers: [
        { id: 'google', name: 'Google', configured: !!configured.google },
        { id: 'facebook', name: 'Facebook', configured: !!configured.facebook },
        { id: 'microsoft', name: 'Microsoft', configured: !!configured.microsoft },
      ],
    }),
  );

function fakePopup() {
  const popup = { closed: false } as { closed: boolean };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

function postResult(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

const googleButton = () => screen.findByRole('button', { name: 'Continue with Google' });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('sign-in modal', () => {
  it('shows the title with the site name, the buttons, the email links and the Terms & Privacy note', async () => {
    server.use(http.get('/api/site', () => HttpResponse.json({ name: 'Pathshala Demo' })));
    renderApp('/auth_model', { from: '/quantum' });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Pathshala Demo' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Sign in to access study resources')).toBeInTheDocument();
    for (const name of ['Continue with Google', 'Continue with Facebook', 'Continue with Microsoft'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with Email' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register with Email' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/files/legal/terms.pdf');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/files/legal/privacy.pdf');
    expect(screen.queryByRole('banner')).toBeNull(); // no header
    expect(screen.queryByRole('contentinfo')).toBeNull(); // no footer
    // Remembered by an effect after the dialog is drawn (it may run a tick later).
    await waitFor(() => expect(sessionStorage.getItem(REDIRECT_KEY)).toBe('/quantum'));
  });

  it('passes the page to return to on to the e-mail login', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json({ user: testUser(), csrfToken: 't' })));
    const { router } = renderApp('/auth_model', { from: '/quantum' });
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in with Email' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'asha@example.in');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    sessionStorage.clear(); // the navigation state alone carries it
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quantum'));
  });

  it('Escape closes it: home on a direct visit', async () => {
    const { router } = renderApp('/auth_model');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('closes by itself when the student is signed in', async () => {
    server.use(signedInAs());
    const { router } = renderApp('/auth_model', { from: '/pyq' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pyq'));
  });
});

describe('social sign-in', () => {
  it('says a provider is not available when the site has not set it up, opening nothing', async () => {
    server.use(providers({ google: true }));
    const open = vi.spyOn(window, 'open');
    renderApp('/auth_model');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Facebook sign-in is not available on this site yet.');
    expect(open).not.toHaveBeenCalled();
  });

  it('desktop: opens a 500x600 popup and, on its success message, refreshes the user and returns', async () => {
    server.use(
      providers({ google: true }),
      http.get('/api/catalog/previous-year/firstYear', () => HttpResponse.json({ items: [] })),
    );
    const { open } = fakePopup();
    const { router } = renderApp('/auth_model', { from: '/pyq/First-year?subject=maths' });
    await userEvent.click(await googleButton());
    expect(open).toHaveBeenCalledWith(
      '/api/auth/oauth/google/start?mode=popup&returnTo=%2Fpyq%2FFirst-year%3Fsubject%3Dmaths',
      'pathshala-oauth',
      'width=500,height=600',
    );
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeDisabled();

    server.use(signedInAs());
    postResult({ source: 'pathshala-oauth', ok: true }, 'https://evil.example'); // another origin: ignored
    postResult({ source: 'something-else', ok: true }); // not ours: ignored
    expect(router.state.location.pathname).toBe('/auth_model');
    postResult({ source: 'pathshala-oauth', ok: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pyq/First-year'));
    expect(router.state.location.search).toBe('?subject=maths');
  });

  it('desktop: an admin signing in with a popup goes to /admin', async () => {
    server.use(providers({ google: true }));
    fakePopup();
    const { router } = renderApp('/login', { from: '/pyq' });
    await userEvent.click(await googleButton());
    server.use(signedInAs(testUser({ role: 'admin' })));
    postResult({ source: 'pathshala-oauth', ok: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('desktop: a failure message from the popup is shown and the buttons work again', async () => {
    server.use(providers({ microsoft: true }));
    fakePopup();
    renderApp('/auth_model');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Microsoft' }));
    postResult({
      source: 'pathshala-oauth',
      ok: false,
      code: 'account-exists-with-different-credential',
      message: 'Use your e-mail and password for this account.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Use your e-mail and password for this account.');
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeEnabled();
  });

  it('desktop: a popup closed without finishing is noticed within 8 s and the buttons re-enable', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(providers({ google: true }));
    const { popup } = fakePopup();
    renderApp('/login');
    fireEvent.click(await googleButton());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(5000)); // still open: still waiting
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    popup.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in window was closed before sign-in finished.');
  });

  it('desktop: a blocked popup is explained', async () => {
    server.use(providers({ google: true }));
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp('/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Up with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser blocked the sign-in window. Allow pop-ups for this site and try again.');
    expect(screen.getByRole('button', { name: 'Sign Up with Google' })).toBeEnabled();
  });

  it('mobile: remembers the page and goes to the provider in this window', async () => {
    server.use(providers({ google: true }));
    vi.spyOn(browser, 'isMobile').mockReturnValue(true);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open');
    renderApp('/auth_model', { from: '/brevi_learning/First-year?ref=card' });
    await userEvent.click(await googleButton());
    expect(assign).toHaveBeenCalledWith('/api/auth/oauth/google/start?mode=redirect&returnTo=%2Fbrevi_learning%2FFirst-year%3Fref%3Dcard');
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe('/brevi_learning/First-year?ref=card');
    expect(open).not.toHaveBeenCalled();
  });

  it('mobile: back from a failed redirect sign-in, the message is shown on /login, which still knows where to return', async () => {
    let pageFetches = 0;
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json({ user: testUser(), csrfToken: 't' })),
      http.get('/api/catalog/bl-notes/firstYear', () => (pageFetches++, HttpResponse.json({ items: [] }))),
    );
    const { router } = renderApp('/brevi_learning/First-year?ref=card&authError=sign-in-expired');
    expect(await screen.findByRole('alert')).toHaveTextContent('That sign-in took too long and has expired. Please try again.');
    expect(router.state.location.pathname).toBe('/login');
    expect(pageFetches).toBe(0); // the page itself was not shown
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.in');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/brevi_learning/First-year'));
    expect(router.state.location.search).toBe('?ref=card');
  });
});
