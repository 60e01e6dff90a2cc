import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { Preview, PreviewPage } from './api/types';

const paper = {
  id: 'abc',
  title: 'BCS301 Data Structure (2023-24)',
  downloadUrl: '/files/pyq/second-year/bcs301-2023-24.pdf',
  subject: 'Data Structure',
  index: 1,
  preview: true,
};

const pageOf =
  (kind: string, id: string) =>
  (n: number): PreviewPage => ({
    number: n,
    image: `/api/previews/${kind}/${id}/pages/${n}`,
    width: 850,
    height: 1100,
    text: `Q${n}. Explain a stack.\nQ${n}b. Explain a queue.`,
  });

const paperPreview = (extra: Partial<Preview> = {}): Preview =>
  ({
    kind: 'paper',
    id: 'abc',
    title: paper.title,
    item: paper,
    state: 'done',
    pageCount: 2,
    freePages: null,
    pages: [1, 2].map(pageOf('paper', 'abc')),
    ...extra,
  }) as Preview;

const course = {
  id: 'c1',
  title: 'DBMS Complete Notes',
  cardTitle: 'DBMS',
  subject: 'DBMS',
  imageUrl: '/files/images/c1.svg',
  price: 149,
  payable: 17582,
  discountPercentage: 50,
  preview: true,
  previewPages: 2,
};

const coursePreview: Preview = {
  kind: 'course',
  id: 'c1',
  title: course.title,
  item: course,
  state: 'done',
  pageCount: 5,
  freePages: 2,
  pages: [1, 2].map(pageOf('course', 'c1')),
};

// One of the site's own documents (lib/site-files): its item is just its id, title and link.
const syllabus = { id: 'syllabus-first-year', title: 'First Year Syllabus', url: '/files/syllabus/first-year.pdf' };

const documentPreview = (item: { id: string; title: string; url: string } = syllabus): Preview => ({
  kind: 'document',
  id: item.id,
  title: item.title,
  item,
  state: 'done',
  pageCount: 2,
  freePages: null,
  pages: [1, 2].map(pageOf('document', item.id)),
});

// GET /api/previews/{kind}/{id} answering these previews (404 for any other), counting the asks.
function previews(...answers: Preview[]) {
  const asked: string[] = [];
  server.use(
    http.get('/api/previews/:kind/:id', ({ params }) => {
      asked.push(`${params.kind}/${params.id}`);
      const found = answers.find((p) => p.kind === params.kind && p.id === params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json({ error: { code: 'not-found', message: 'No such preview.' } }, { status: 404 });
    }),
  );
  return asked;
}

// A promise the test resolves, to hold an answer back while the page shows it is loading.
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const pageImage = (n: number, title = paper.title) => screen.getByRole('img', { name: `Page ${n} of ${title}` });

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('the preview page', () => {
  it("shows a free paper's pages one under another, each sized, with its text, and the paper's download", async () => {
    previews(paperPreview());
    renderApp('/preview/paper/abc');
    expect(await screen.findByRole('heading', { level: 1, name: paper.title })).toBeInTheDocument();
    expect(screen.getByText('2 pages')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${paper.title} — Preview | Pathshala`));

    // The same download as the paper's card: through the counter, in a new tab.
    const download = screen.getByRole('link', { name: 'Download Now' });
    expect(download).toHaveAttribute('href', '/api/downloads/abc');
    expect(download).toHaveAttribute('target', '_blank');

    const first = pageImage(1);
    expect(first).toHaveAttribute('src', '/api/previews/paper/abc/pages/1');
    expect(first).toHaveAttribute('width', '850');
    expect(first).toHaveAttribute('height', '1100');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(pageImage(2)).toHaveAttribute('loading', 'lazy');
    expect(pageImage(2)).not.toHaveAttribute('fetchpriority');

    // Each page under its heading, its text in a closed <details> beneath the image.
    const second = screen.getByRole('listitem', { name: 'Page 2 of 2' });
    expect(second).toHaveAttribute('id', 'page-2');
    const details = within(second).getByText('Text of page 2').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('Q2. Explain a stack. Q2b. Explain a queue.');

    const nav = screen.getByRole('navigation', { name: 'Pages of this file' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Page 1', '/preview/paper/abc?page=1#page-1'],
      ['Page 2', '/preview/paper/abc?page=2#page-2'],
    ]);
    expect(screen.queryByText(/for buyers/)).toBeNull();
  });

  it("shows a priced course's free pages, then says how many are for buyers, with Buy Now there too", async () => {
    previews(coursePreview);
    renderApp('/preview/course/c1');
    expect(await screen.findByRole('heading', { level: 1, name: course.title })).toBeInTheDocument();
    expect(screen.getByText('5 pages')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Page \d of DBMS Complete Notes$/ })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Page 2 of 5' })).toBeInTheDocument();

    const locked = screen.getByRole('region', { name: 'The remaining 3 pages are for buyers' });
    expect(locked).toHaveTextContent('Buy it to read the whole file.');
    expect(within(locked).getByRole('button', { name: 'Buy Now – Start Learning' })).toBeEnabled();
    // The same action at the top of the page: a button, never a link to the sold file.
    expect(screen.getAllByRole('button', { name: 'Buy Now – Start Learning' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Buy Now – Start Learning' })).toBeNull();
  });

  it("shows a site document's pages with a link opening its own file in a new tab, under the page that lists it", async () => {
    previews(documentPreview());
    renderApp('/preview/document/syllabus-first-year?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'First Year Syllabus' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('First Year Syllabus — Preview | Pathshala'));
    expect(screen.getByText('2 pages')).toBeInTheDocument();
    expect(pageImage(1, 'First Year Syllabus')).toHaveAttribute('src', '/api/previews/document/syllabus-first-year/pages/1');
    expect(pageImage(2, 'First Year Syllabus')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'true');

    // The file itself, not the download counter (it is no catalog item).
    const open = screen.getByRole('link', { name: 'Open PDF' });
    expect(open).toHaveAttribute('href', '/files/syllabus/first-year.pdf');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
    // A year's syllabus goes back to the Syllabus page.
    expect(screen.getByRole('link', { name: /Syllabus$/ })).toHaveAttribute('href', '/syllabus');
    // Not a catalog item: neither saved to the library nor reported.
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Report a problem/ })).toBeNull();
  });

  it('offers a site document that is not a PDF as a download, with no page to go back to', async () => {
    previews(documentPreview({ id: 'pyq-bundle', title: 'Previous Year Questions bundle', url: '/downloads/pyq-bundle.zip' }));
    renderApp('/preview/document/pyq-bundle');
    expect(await screen.findByRole('heading', { level: 1, name: 'Previous Year Questions bundle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', '/downloads/pyq-bundle.zip');
    expect(screen.queryByRole('link', { name: /Syllabus$/ })).toBeNull();
  });

  it('says a file being prepared will be ready soon, and still offers its download', async () => {
    for (const state of ['queued', 'running'] as const) {
      previews(paperPreview({ state, pageCount: 0, pages: [] }));
      const view = renderApp('/preview/paper/abc');
      expect(await screen.findByText('This file is being prepared for preview — check back in a minute.')).toHaveAttribute('role', 'status');
      expect(screen.getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', '/api/downloads/abc');
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.queryByText(/\d pages?$/)).toBeNull();
      view.unmount();
    }
  });

  it('says there is no preview of a file that failed or was never made, and still offers its download', async () => {
    for (const state of ['failed', 'none'] as const) {
      previews(paperPreview({ state, pageCount: 0, pages: [] }));
      const view = renderApp('/preview/paper/abc');
      expect(await screen.findByText('No preview for this file.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Download Now' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Pages of this file' })).toBeNull();
      view.unmount();
    }
  });

  it("is the app's not-found page for an item without a preview (404), and for a kind that does not exist, without asking", async () => {
    const asked = previews();
    const { router } = renderApp('/preview/paper/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Pathshala'));
    expect(asked).toEqual(['paper/gone']);

    await router.navigate('/preview/zip/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(asked).toEqual(['paper/gone']);
  });

  it('?page=2 opens the page at page 2: scrolled to, focused and marked; the page links move there too', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    previews(paperPreview());
    const { router } = renderApp('/preview/paper/abc?page=2');
    const second = await screen.findByRole('listitem', { name: 'Page 2 of 2' });
    await waitFor(() => expect(second).toHaveFocus());
    expect(scrolled).toEqual([second]);
    expect(second).toHaveAttribute('aria-current', 'true');
    // The page a link asked for is fetched at once, not when it comes near.
    expect(pageImage(2)).toHaveAttribute('loading', 'eager');
    const nav = screen.getByRole('navigation', { name: 'Pages of this file' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');

    await userEvent.click(within(nav).getByRole('link', { name: 'Page 1' }));
    const first = screen.getByRole('listitem', { name: 'Page 1 of 2' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(router.state.location.search).toBe('?page=1');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(second).not.toHaveAttribute('aria-current');
  });

  it("?page=4 of a priced course's page for buyers lands on the buyers' box", async () => {
    Element.prototype.scrollIntoView = () => {};
    previews(coursePreview);
    renderApp('/preview/course/c1?page=4');
    const locked = await screen.findByRole('region', { name: 'The remaining 3 pages are for buyers' });
    await waitFor(() => expect(locked).toHaveFocus());
  });

  it('shows a skeleton while it loads, and Retry when it cannot be loaded', async () => {
    let fail = true;
    const hold = gate();
    server.use(
      http.get('/api/previews/:kind/:id', async () => {
        await hold.opened;
        return fail ? HttpResponse.json({ error: { code: 'unavailable', message: 'Busy.' } }, { status: 503 }) : HttpResponse.json(paperPreview());
      }),
    );
    renderApp('/preview/paper/abc');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the preview…');
    hold.open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this preview. Check your connection and try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: paper.title })).toBeInTheDocument();
  });
});
