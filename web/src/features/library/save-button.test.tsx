import { QueryCache } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs, testUser } from '@/testing/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const papers = [
  { id: 'p1', title: 'BAS101 Physics (2023-24)', downloadUrl: '/files/p1.pdf', subject: 'Engineering Physics', index: 1 },
  { id: 'p2', title: 'BAS101 Physics (2022-23)', downloadUrl: '/files/p2.pdf', subject: 'Engineering Physics', index: 2 },
];

const savedPaper = (id: string, title: string, savedAt = Date.UTC(2026, 10, 25, 6)) => ({
  kind: 'paper',
  id,
  savedAt,
  section: 'previous-year',
  sectionLabel: 'Previous-year papers',
  title,
  subject: 'Engineering Physics',
  year: 'firstYear',
  url: `/api/downloads/${id}`,
  download: true,
});

const papersPage = () => http.get('/api/catalog/previous-year/firstYear', () => HttpResponse.json({ items: papers }));

// A stateful library on the "server": PUT adds, DELETE removes, GET lists; every call is logged
// with its CSRF header.
function libraryServer(initial: ReturnType<typeof savedPaper>[] = []) {
  let items = [...initial];
  const calls: string[] = [];
  const tokens: (string | null)[] = [];
  const handlers = [
    http.get('/api/me/library', () => {
      calls.push('GET');
      return HttpResponse.json({ items });
    }),
    http.put('/api/me/library/:kind/:id', ({ params, request }) => {
      calls.push(`PUT ${params.kind}/${params.id}`);
      tokens.push(request.headers.get('X-CSRF-Token'));
      const paper = papers.find((p) => p.id === params.id);
      const item = savedPaper(String(params.id), paper?.title ?? String(params.id), Date.now());
      items = [item, ...items.filter((i) => i.id !== params.id)];
      return HttpResponse.json({ item });
    }),
    http.delete('/api/me/library/:kind/:id', ({ params, request }) => {
      calls.push(`DELETE ${params.kind}/${params.id}`);
      tokens.push(request.headers.get('X-CSRF-Token'));
      const before = items.length;
      items = items.filter((i) => !(i.kind === params.kind && i.id === params.id));
      return HttpResponse.json({ removed: items.length < before });
    }),
  ];
  return { handlers, calls, tokens };
}

// The item "Save to my library" remembers for after signing in (lib/pending-save), or null.
const pendingSave = () => JSON.parse(sessionStorage.getItem('pathshala.library.pendingSave') ?? 'null') as Record<string, unknown> | null;

const saveButton = (title: string) => screen.getByRole('button', { name: `Save to my library: ${title}` });
const savedButton = (title: string) => screen.getByRole('button', { name: `Saved to my library — remove: ${title}` });

describe('Save to my library (signed in)', () => {
  it('saves a paper with PUT (and the CSRF token), shows it pressed, and removes it again with DELETE', async () => {
    const lib = libraryServer();
    server.use(signedInAs(), papersPage(), ...lib.handlers);
    renderApp('/pyq/First-year');
    await screen.findByRole('link', { name: papers[0].title });
    await waitFor(() => expect(lib.calls).toEqual(['GET']));

    const button = saveButton(papers[0].title);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('Save');
    await userEvent.click(button);

    await waitFor(() => expect(savedButton(papers[0].title)).toHaveAttribute('aria-pressed', 'true'));
    expect(savedButton(papers[0].title)).toHaveTextContent('Saved');
    await waitFor(() => expect(lib.calls).toContain('PUT paper/p1'));
    expect(lib.tokens).toEqual(['csrf-visitor']);
    // The other paper is untouched.
    expect(saveButton(papers[1].title)).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(savedButton(papers[0].title));
    await waitFor(() => expect(saveButton(papers[0].title)).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(lib.calls).toContain('DELETE paper/p1'));
  });

  it('shows what is saved already, from one request for every card on the page, and works from the keyboard', async () => {
    const lib = libraryServer([savedPaper('p2', papers[1].title)]);
    server.use(signedInAs(), papersPage(), ...lib.handlers);
    renderApp('/pyq/First-year');
    await waitFor(() => expect(savedButton(papers[1].title)).toHaveAttribute('aria-pressed', 'true'));
    expect(saveButton(papers[0].title)).toHaveAttribute('aria-pressed', 'false');
    expect(lib.calls).toEqual(['GET']);

    saveButton(papers[0].title).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(savedButton(papers[0].title)).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(saveButton(papers[0].title)).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(lib.calls).toEqual(['GET', 'PUT paper/p1', 'DELETE paper/p1']));
  });

  it('says so when the library is full (409), with the way to the library, and leaves the item unsaved', async () => {
    server.use(
      signedInAs(),
      papersPage(),
      http.put('/api/me/library/:kind/:id', () =>
        HttpResponse.json({ error: { code: 'library-full', message: 'Your library holds 500 items: remove some to save more.' } }, { status: 409 }),
      ),
    );
    renderApp('/pyq/First-year');
    await screen.findByRole('link', { name: papers[0].title });
    await userEvent.click(saveButton(papers[0].title));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your library holds 500 items: remove some to save more.');
    expect(within(alert).getByRole('link', { name: 'Open My library' })).toHaveAttribute('href', '/library');
    expect(saveButton(papers[0].title)).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the network fails, and saving again works', async () => {
    let calls = 0;
    const lib = libraryServer();
    // The first handler given for a request answers it.
    server.use(
      signedInAs(),
      papersPage(),
      http.put('/api/me/library/:kind/:id', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        return HttpResponse.json({ item: savedPaper('p1', papers[0].title) });
      }),
      ...lib.handlers,
    );
    renderApp('/pyq/First-year');
    await screen.findByRole('link', { name: papers[0].title });
    await userEvent.click(saveButton(papers[0].title));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save to your library. Could not reach Pathshala. Check your internet connection and try again.',
    );
    await waitFor(() => expect(saveButton(papers[0].title)).toHaveAttribute('aria-pressed', 'false'));

    await userEvent.click(saveButton(papers[0].title));
    await waitFor(() => expect(savedButton(papers[0].title)).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is on job cards too, saving the job (kind job)', async () => {
    const job = {
      id: 'j1',
      role: 'Frontend Developer',
      company: 'Acme',
      skills: 'React',
      field: 'Software',
      batch: '2025',
      qualification: 'B.Tech CSE',
      eligibility: 'No active backlogs',
      salary: '4 LPA',
      experience: 'Fresher',
      location: 'Noida',
      applyUrl: 'https://acme.example/jobs/1',
      postedAt: Date.now() - 3_600_000,
      topCompany: false,
      employmentType: 'FULL_TIME',
      salaryRange: { min: 400_000, max: 400_000 },
    };
    let put = '';
    server.use(
      signedInAs(),
      http.get('/api/jobs/fields', () => HttpResponse.json({ items: [] })),
      http.get('/api/jobs', () => HttpResponse.json({ items: [job], next: null, total: 1 })),
      http.put('/api/me/library/:kind/:id', ({ params }) => {
        put = `${params.kind}/${params.id}`;
        return HttpResponse.json({
          item: {
            kind: 'job',
            id: 'j1',
            savedAt: Date.now(),
            section: 'jobs',
            sectionLabel: 'Jobs',
            title: 'Frontend Developer',
            url: '/jobs/j1',
            download: false,
          },
        });
      }),
    );
    renderApp('/Job_portal');
    const name = 'Save to my library: Frontend Developer at Acme';
    await userEvent.click(await screen.findByRole('button', { name }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Saved to my library — remove: Frontend Developer at Acme' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(put).toBe('job/j1');
  });
});

describe('Save to my library (session ended)', () => {
  it('a 401 sends the student to sign in, remembering the item', async () => {
    server.use(
      signedInAs(),
      papersPage(),
      http.put('/api/me/library/:kind/:id', () => HttpResponse.json({ error: { code: 'not-signed-in', message: 'You are not signed in.' } }, { status: 401 })),
    );
    const { router } = renderApp('/pyq/First-year');
    await screen.findByRole('button', { name: 'Your account' });
    await userEvent.click(await screen.findByRole('button', { name: `Save to my library: ${papers[0].title}` }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Pathshala' })).toBeInTheDocument();
    // The sign-in screen stays (it knows the student is signed out now).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.pathname).toBe('/auth_model');
    expect(router.state.location.state).toEqual({ from: '/pyq/First-year' });
    expect(JSON.parse(sessionStorage.getItem('pathshala.library.pendingSave') ?? '{}')).toMatchObject({ kind: 'paper', id: 'p1' });
  });
});

describe('Save to my library (signed out)', () => {
  it('asks to sign in, remembering the page and the item; once signed in, saves it and says so', async () => {
    let signedIn = false;
    const lib = libraryServer();
    server.use(
      papersPage(),
      ...lib.handlers,
      http.get('/api/auth/session', () => HttpResponse.json({ user: signedIn ? testUser() : null })),
      http.post('/api/auth/login', () => {
        signedIn = true;
        return HttpResponse.json({ user: testUser(), csrfToken: 'tok-session' });
      }),
    );
    const { router } = renderApp('/pyq/First-year?from=test');
    await screen.findByRole('link', { name: papers[0].title });
    await userEvent.click(saveButton(papers[0].title));

    // The sign-in modal, which comes back to this page.
    expect(await screen.findByRole('dialog', { name: 'Welcome to Pathshala' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/pyq/First-year?from=test' });
    expect(lib.calls).toEqual([]); // nothing asked of the server while signed out

    await userEvent.click(screen.getByRole('link', { name: 'Sign in with Email' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'asha@example.in');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pyq/First-year'));
    const notice = (await screen.findByText(/Saved to your library/)).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent(`Saved to your library: ${papers[0].title}. Open My library`);
    expect(within(notice).getByRole('link', { name: 'Open My library' })).toHaveAttribute('href', '/library');
    expect(lib.calls).toContain('PUT paper/p1');
    expect(lib.tokens).toEqual(['tok-session']);
    await waitFor(() => expect(savedButton(papers[0].title)).toHaveAttribute('aria-pressed', 'true'));
    expect(lib.calls.filter((c) => c.startsWith('PUT'))).toHaveLength(1);

    // Dismissed with its button.
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Saved to your library/)).toBeNull();
  });

  it('pressed, remembers the item and opens the sign-in screen, without asking the server for the library', async () => {
    const lib = libraryServer();
    server.use(papersPage(), ...lib.handlers);
    const { router } = renderApp('/pyq/First-year');
    await screen.findByRole('link', { name: 'signup now' }); // known to be signed out
    await userEvent.click(await screen.findByRole('button', { name: `Save to my library: ${papers[1].title}` }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth_model'));
    expect(router.state.location.state).toEqual({ from: '/pyq/First-year' });
    expect(pendingSave()).toMatchObject({ kind: 'paper', id: 'p2', title: papers[1].title });
    expect(lib.calls).toEqual([]);
  });

  it('a visitor’s buttons watch no library at all (not even a disabled query), before and after being pressed', async () => {
    // Every query any component watches is built in the app's query cache (a disabled one too).
    const built = vi.spyOn(QueryCache.prototype, 'build');
    const libraryQueries = () => built.mock.calls.map(([, options]) => options.queryKey).filter((key) => key[0] === 'me' && key[1] === 'library');
    try {
      const lib = libraryServer();
      server.use(papersPage(), ...lib.handlers);
      renderApp('/pyq/First-year');
      await screen.findByRole('link', { name: 'signup now' });
      await screen.findByRole('link', { name: papers[0].title });
      expect(screen.getAllByRole('button', { name: /^Save to my library: / })).toHaveLength(2);
      expect(built).toHaveBeenCalled(); // (the spy sees the app's queries)
      expect(libraryQueries()).toEqual([]);

      await userEvent.click(saveButton(papers[0].title));
      expect(await screen.findByRole('dialog', { name: 'Welcome to Pathshala' })).toBeInTheDocument();
      expect(libraryQueries()).toEqual([]);
      expect(lib.calls).toEqual([]);
    } finally {
      built.mockRestore();
    }
  });

  it('saves nothing for a student who signs in without having pressed it', async () => {
    const lib = libraryServer();
    server.use(signedInAs(), papersPage(), ...lib.handlers);
    renderApp('/pyq/First-year');
    await waitFor(() => expect(saveButton(papers[0].title)).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(lib.calls).toEqual(['GET']));
    expect(screen.queryByText(/Saved to your library/)).toBeNull();
  });
});

describe('Save to my library (pressed before the session is known)', () => {
  // GET /api/auth/session answered (with user) only once the test says so.
  function slowSession(user: ReturnType<typeof testUser> | null) {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/auth/session', async () => {
        await answered;
        return HttpResponse.json({ user });
      }),
    );
    return answer;
  }

  it('for a student who turns out to be signed in: saves the item and says so, without the sign-in screen', async () => {
    const lib = libraryServer();
    server.use(papersPage(), ...lib.handlers);
    const answer = slowSession(testUser());
    const { router } = renderApp('/pyq/First-year');
    await screen.findByRole('link', { name: papers[0].title });
    // Nobody known yet: neither "signup now" nor the account menu.
    expect(screen.queryByRole('link', { name: 'signup now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Your account' })).toBeNull();

    await userEvent.click(saveButton(papers[0].title));
    // Remembered at once, as for a visitor; nothing asked of the library yet.
    expect(pendingSave()).toMatchObject({ kind: 'paper', id: 'p1' });
    expect(lib.calls).toEqual([]);

    answer();
    const notice = (await screen.findByText(/Saved to your library/)).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent(`Saved to your library: ${papers[0].title}.`);
    await waitFor(() => expect(savedButton(papers[0].title)).toHaveAttribute('aria-pressed', 'true'));
    expect(lib.calls.filter((c) => c.startsWith('PUT'))).toEqual(['PUT paper/p1']);
    expect(pendingSave()).toBeNull(); // saved once, then forgotten
    expect(router.state.location.pathname).toBe('/pyq/First-year');
    expect(screen.queryByRole('dialog', { name: 'Welcome to Pathshala' })).toBeNull();
  });

  it('for a visitor: remembers the item and opens the sign-in screen once the answer says nobody', async () => {
    const lib = libraryServer();
    server.use(papersPage(), ...lib.handlers);
    const answer = slowSession(null);
    const { router } = renderApp('/pyq/First-year');
    await screen.findByRole('link', { name: papers[0].title });
    await userEvent.click(saveButton(papers[0].title));
    expect(router.state.location.pathname).toBe('/pyq/First-year'); // waits for the answer

    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth_model'));
    expect(router.state.location.state).toEqual({ from: '/pyq/First-year' });
    expect(pendingSave()).toMatchObject({ kind: 'paper', id: 'p1' });
    expect(lib.calls).toEqual([]);
  });
});
