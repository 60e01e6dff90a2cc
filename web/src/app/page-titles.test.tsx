import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { isPrivatePage, PAGE_META, SITEMAP_PAGES, staticPageMeta } from '@/lib/page-titles';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { APP_ROUTES } from './paths';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

// The head of a server-rendered /pyq/Second-year (server/src/pages/document_shell.cpp).
function serverHead() {
  document.head.innerHTML = `
    <meta charset="UTF-8" />
    <title data-page>AKTU B.Tech Second Year Previous Year Papers | Pathshala</title>
    <meta name="description" content="AKTU B.Tech Second year previous-year question papers, by subject, as PDF." data-page />
    <link rel="canonical" href="http://localhost/pyq/Second-year" data-page />
    <meta property="og:title" content="AKTU B.Tech Second Year Previous Year Papers | Pathshala" data-page />
    <script type="application/ld+json" data-page>{"@type":"BreadcrumbList"}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('page titles and descriptions', () => {
  it('every route has one, except the pages that take theirs from their data (or their query)', () => {
    const fromData = ['/project/:id', '/course-details/:id', '/jobs/:id', '/preview/:kind/:id', '/most-asked/:code', '/search'];
    for (const path of APP_ROUTES) {
      if (fromData.includes(path)) expect(PAGE_META[path]).toBeUndefined();
      else expect(staticPageMeta(path, 'Pathshala'), path).not.toBeNull();
    }
    expect(staticPageMeta('/pyq/second-year/', 'Pathshala')?.title).toBe('AKTU B.Tech Second Year Previous Year Papers | Pathshala');
    expect(staticPageMeta('/home', 'StudyHub')?.title).toBe('StudyHub — study resources for B.Tech');
  });

  it('lists the public pages for the sitemap: no private page, no alias, every one a route of the app', () => {
    expect(SITEMAP_PAGES).toEqual(expect.arrayContaining(['/home', '/syllabus', '/pyq/Second-year', '/Job_portal', '/mini_project', '/Premium_courses']));
    for (const left of ['/', '/imp_topic', '/login', '/admin', '/library', '/search', '/preview/:kind/:id', '/most-asked/:code'])
      expect(SITEMAP_PAGES).not.toContain(left);
    for (const path of SITEMAP_PAGES) {
      expect(APP_ROUTES).toContain(path);
      expect(isPrivatePage(path)).toBe(false);
    }
  });

  it('keeps the server-rendered head on its own page, then replaces it on the first navigation: one <title>, no stale canonical or JSON-LD', async () => {
    serverHead();
    server.use(
      http.get('/api/catalog/previous-year/:year', () => HttpResponse.json({ items: [] })),
      http.get('/api/jobs/fields', () => HttpResponse.json({ items: [] })),
      http.get('/api/jobs', () => HttpResponse.json({ items: [], next: null, total: 0 })),
    );
    const { router } = renderApp('/pyq/Second-year');
    await screen.findByText('No papers for second year yet.');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('AKTU B.Tech Second Year Previous Year Papers | Pathshala'));
    expect(document.head.querySelectorAll('[data-page]')).toHaveLength(5);

    await router.navigate('/Job_portal');
    await screen.findByRole('heading', { name: 'IT Job Portal' });
    await waitFor(() => expect(document.title).toBe('IT Job Portal | Pathshala'));
    expect(document.head.querySelectorAll('[data-page]')).toHaveLength(0);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(description()).toBe('Latest IT and core jobs for B.Tech freshers and graduates.');
  });

  it('follows client navigation with the configured site name', async () => {
    server.use(http.get('/api/site', () => HttpResponse.json({ name: 'StudyHub' })));
    renderApp('/home');
    await screen.findByRole('heading', { name: 'What year do you in study?' });
    await screen.findByRole('link', { name: 'StudyHub' });
    await waitFor(() => expect(document.title).toBe('StudyHub — study resources for B.Tech'));
    await userEvent.click(screen.getAllByRole('link', { name: 'Quantum' })[0]);
    await screen.findByRole('heading', { name: 'Choose Latest quantum for BTECH' });
    await waitFor(() => expect(document.title).toBe('Choose Latest quantum for BTECH | StudyHub'));
    expect(description()).toBe('The latest Quantum books for AKTU B.Tech.');
  });

  it('names unknown pages and data pages from their data', async () => {
    server.use(http.get('/api/projects/:id', () => HttpResponse.json({ error: { code: 'not-found', message: 'No.' } }, { status: 404 })));
    const { router } = renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    await waitFor(() => expect(document.title).toBe('Page not found | Pathshala'));
    await router.navigate('/project/gone');
    await screen.findByRole('heading', { level: 1, name: 'This project is not available' });
    await waitFor(() => expect(document.title).toBe('This project is not available | Pathshala'));
  });
});
