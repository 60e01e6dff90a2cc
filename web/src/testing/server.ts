import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { adminDefaults } from './admin';
import { passwordPolicy } from './auth';

// Default answers for endpoints every page touches; tests add their own with server.use().
// By default the visitor is signed out and no social sign-in provider is configured.
export const server = setupServer(
  http.get('/api/site', () => HttpResponse.json({ name: 'Pathshala' })),
  http.get('/api/auth/session', () => HttpResponse.json({ user: null })),
  http.get('/api/auth/csrf', () => HttpResponse.json({ csrfToken: 'csrf-visitor' })),
  http.get('/api/auth/providers', () =>
    HttpResponse.json({
      providers: [
        { id: 'google', name: 'Google', configured: false },
        { id: 'facebook', name: 'Facebook', configured: false },
        { id: 'microsoft', name: 'Microsoft', configured: false },
      ],
    }),
  ),
  // "Most downloaded this week" on /home and the year pages: nothing unless a test says so.
  http.get('/api/popular', () => HttpResponse.json({ items: [] })),
  // Job alerts (the profile asks when signed in): none.
  http.get('/api/me/alerts', () => HttpResponse.json({ items: [] })),
  // The weekly "New material for my year" mail (asked with the alerts): off, no semester yet.
  http.get('/api/me/digest', () => HttpResponse.json({ enabled: false, year: null, subjects: [], nextDigestAt: null })),
  // My library and Recently opened (asked only when signed in): empty, and opening is recorded.
  http.get('/api/me/library', () => HttpResponse.json({ items: [] })),
  http.get('/api/me/recent', () => HttpResponse.json({ items: [] })),
  http.post('/api/me/recent/:kind/:id', ({ params }) =>
    HttpResponse.json({
      item: {
        kind: params.kind,
        id: params.id,
        openedAt: Date.now(),
        section: 'notes',
        sectionLabel: 'Notes',
        title: String(params.id),
        url: '/',
        download: false,
      },
    }),
  ),
  passwordPolicy(),
  ...adminDefaults,
);
