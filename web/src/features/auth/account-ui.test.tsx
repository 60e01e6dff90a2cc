import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs, testUser } from '@/testing/auth';

const quantumChooser = '/quantum';

describe('auth state', () => {
  it('is loading until the server answers, then signed out', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get('/api/auth/session', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ user: null });
      }),
    );
    renderApp('/dashboaard');
    expect(await screen.findByText('Loading...')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('link', { name: 'signup now' })).toBeNull();
    // "Loading..." can show before the request reaches the handler on a busy machine.
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer!();
    expect(await screen.findByText(/Sign in to see your profile\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'signup now' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is signed in when the session cookie is still good (a fresh load asks the server)', async () => {
    server.use(signedInAs());
    renderApp('/dashboaard');
    expect(await screen.findByRole('button', { name: 'Profile menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'signup now' })).toBeNull();
  });
});

describe('navbar', () => {
  it('signed out: "signup now" opens the sign-in modal remembering this page and query', async () => {
    const { router } = renderApp(`${quantumChooser}?from=nav`);
    await userEvent.click(await screen.findByRole('link', { name: 'signup now' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Pathshala' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/quantum?from=nav' });
  });

  it('signed in: the avatar menu shows the name and e-mail, works with the keyboard, and Logout signs out', async () => {
    let logoutToken: string | null = null;
    server.use(
      signedInAs(),
      http.post('/api/auth/logout', ({ request }) => {
        logoutToken = request.headers.get('X-CSRF-Token');
        server.use(http.get('/api/auth/session', () => HttpResponse.json({ user: null })));
        return HttpResponse.json({ csrfToken: 'tok-visitor' });
      }),
    );
    renderApp(quantumChooser);
    const avatar = await screen.findByRole('button', { name: 'Your account' });
    expect(avatar.querySelector('img')).toHaveAttribute('data-default-avatar');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById('account-menu')!;
    expect(within(menu).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(menu).getByText('asha@example.in')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(document.getElementById('account-menu')).toBeNull();
    expect(avatar).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'signup now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Your account' })).toBeNull();
    expect(logoutToken).toBe('csrf-visitor');
  });

  it('shows "User" without a display name, and the photo when there is one', async () => {
    server.use(signedInAs(testUser({ displayName: null, name: null, photoURL: 'https://images.example.org/asha.png' })));
    renderApp(quantumChooser);
    const avatar = await screen.findByRole('button', { name: 'Your account' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://images.example.org/asha.png');
    await userEvent.click(avatar);
    expect(within(document.getElementById('account-menu')!).getByText('User')).toBeInTheDocument();
  });

  it('closes the avatar menu on navigation', async () => {
    server.use(signedInAs());
    const { router } = renderApp(quantumChooser);
    await userEvent.click(await screen.findByRole('button', { name: 'Your account' }));
    expect(document.getElementById('account-menu')).not.toBeNull();
    await act(() => router.navigate('/pyq'));
    await waitFor(() => expect(document.getElementById('account-menu')).toBeNull());
  });

  it('mobile menu: the account section with Sign Out when signed in', async () => {
    server.use(
      signedInAs(),
      http.post('/api/auth/logout', () => {
        server.use(http.get('/api/auth/session', () => HttpResponse.json({ user: null })));
        return HttpResponse.json({ csrfToken: 't' });
      }),
    );
    renderApp(quantumChooser);
    await screen.findByRole('button', { name: 'Your account' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const account = within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('region', { name: 'Account' });
    for (const item of ['Notifications', 'Profile', 'Subscription', 'Chat', 'Settings']) expect(within(account).getByText(item)).toBeInTheDocument();
    await userEvent.click(within(account).getByRole('button', { name: 'Sign Out' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(await within(mobile).findByRole('link', { name: 'signup now' })).toBeInTheDocument();
  });
});

describe('profile dropdown (/dashboaard)', () => {
  it('opens Profile, Subscription, Chat, Settings and Sign out, with the default avatar image', async () => {
    server.use(signedInAs());
    renderApp('/dashboaard');
    const button = await screen.findByRole('button', { name: 'Profile menu' });
    expect(button.querySelector('img')).toHaveAttribute('data-default-avatar');
    await userEvent.click(button);
    const dropdown = document.getElementById('profile-dropdown')!;
    for (const item of ['Profile', 'Subscription', 'Chat', 'Settings']) expect(within(dropdown).getByText(item)).toBeInTheDocument();
    expect(within(dropdown).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('is hidden when signed out', async () => {
    renderApp('/dashboaard');
    expect(await screen.findByText(/Sign in to see your profile\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth_model');
    expect(screen.queryByRole('button', { name: 'Profile menu' })).toBeNull();
  });
});

describe('admin gate', () => {
  it('says "Loading..." while checking, then asks a signed-out visitor to log in', async () => {
    // The answer waits until the page says it is checking (the page's code may load after it).
    let answer: (() => void) | undefined;
    server.use(
      http.get('/api/auth/session', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ user: null });
      }),
    );
    renderApp('/admin');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer!();
    expect(await screen.findByText('Please log in to access the admin panel.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin panel' })).toBeNull();
  });

  it('refuses a signed-in user who is not an admin', async () => {
    server.use(signedInAs());
    renderApp('/admin');
    expect(await screen.findByText('You are not authorized to access this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin panel' })).toBeNull();
  });

  it('shows the panel to admins', async () => {
    server.use(signedInAs(testUser({ role: 'admin' })));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin panel' })).toBeInTheDocument();
  });
});
