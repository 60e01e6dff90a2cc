import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

// preview: the item's file is on the site; thumbnail (by default, when it has a preview): its
// first page is drawn, else it still waits to be read.
const topic = (id: string, title: string, preview?: boolean, thumbnail = preview === true) => ({
  id,
  title,
  description: 'The topics asked most often.',
  imageUrl: 'Important Topics',
  downloadUrl: `/files/important-topics/first-year/${id}.pdf`,
  fileType: 'PDF',
  ...(preview === undefined ? {} : { preview }),
  ...(thumbnail ? { thumbnail } : {}),
});

const paper = (id: string, title: string, preview?: boolean, thumbnail = preview === true) => ({
  id,
  title,
  downloadUrl: `/files/pyq/second-year/${id}.pdf`,
  subject: 'Data Structure',
  index: 1,
  ...(preview === undefined ? {} : { preview }),
  ...(thumbnail ? { thumbnail } : {}),
});

const thumbnail = (title: string) => screen.getByRole('img', { name: `First page of ${title}` });

// A thumbnail as the cards draw it: the server's fixed size, loaded lazily and decoded off the
// main thread, never fetched with high priority (it must not compete with the first paint).
function expectThumbnail(img: HTMLElement, src: string) {
  expect(img).toHaveAttribute('src', src);
  expect(img).toHaveAttribute('width', '240');
  expect(img).toHaveAttribute('height', '340');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('decoding', 'async');
  expect(img).not.toHaveAttribute('fetchpriority');
}

describe('first-page thumbnails on PDF cards', () => {
  it('a material with a preview shows its first page linking to the preview page; one without shows none', async () => {
    server.use(
      http.get('/api/catalog/important-topics/firstYear', () =>
        HttpResponse.json({ items: [topic('t1', 'Engineering Physics - Important Topics', true), topic('t2', 'Maths I - Important Topics')] }),
      ),
    );
    renderApp('/important-topics/first-year');
    const card = (await screen.findByText('Engineering Physics - Important Topics')).closest('article')!;
    const img = thumbnail('Engineering Physics - Important Topics');
    expectThumbnail(img, '/api/previews/material/t1/thumbnail');
    const link = within(card).getByRole('link', { name: 'Preview Engineering Physics - Important Topics' });
    expect(link).toHaveAttribute('href', '/preview/material/t1');
    expect(link).toContainElement(img);
    expect(link).toHaveTextContent('Preview');
    // The card's download is unchanged.
    expect(within(card).getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', '/api/downloads/t1');

    const plain = screen.getByText('Maths I - Important Topics').closest('article')!;
    expect(within(plain).queryByRole('img')).toBeNull();
    expect(within(plain).queryByRole('link', { name: /^Preview / })).toBeNull();
  });

  it('a thumbnail that cannot be loaded (not made yet) leaves a plain page in the same box, and the link', async () => {
    server.use(
      http.get('/api/catalog/important-topics/firstYear', () => HttpResponse.json({ items: [topic('t1', 'Engineering Physics - Important Topics', true)] })),
    );
    renderApp('/important-topics/first-year');
    await screen.findByText('Engineering Physics - Important Topics');
    const img = thumbnail('Engineering Physics - Important Topics');
    const box = img.parentElement!;
    expect(box).toHaveClass('aspect-[240/340]');
    fireEvent.error(img);
    expect(screen.queryByRole('img')).toBeNull();
    expect(box).toHaveTextContent('PDF');
    expect(box).toHaveClass('aspect-[240/340]');
    expect(screen.getByRole('link', { name: 'Preview Engineering Physics - Important Topics' })).toContainElement(box);
  });

  it('a file still waiting to be read shows the plain page from the first render, never an image that fails, and its Preview link', async () => {
    server.use(
      http.get('/api/catalog/important-topics/firstYear', () =>
        HttpResponse.json({ items: [topic('t1', 'Engineering Physics - Important Topics', true, false)] }),
      ),
    );
    renderApp('/important-topics/first-year');
    const card = (await screen.findByText('Engineering Physics - Important Topics')).closest('article')!;
    expect(within(card).queryByRole('img')).toBeNull();
    const link = within(card).getByRole('link', { name: 'Preview Engineering Physics - Important Topics' });
    expect(link).toHaveTextContent('PDF');
    expect(link.querySelector('.aspect-\\[240\\/340\\]')).not.toBeNull();
  });

  it('a previous-year paper with a preview shows its first page before its link; Preview opens the preview page', async () => {
    server.use(
      http.get('/api/catalog/previous-year/secondYear', () =>
        HttpResponse.json({ items: [paper('p1', 'BCS301 Data Structure (2023-24)', true), paper('p2', 'BCS301 Data Structure (2022-23)', false)] }),
      ),
      http.get('/api/previews/paper/p1', () =>
        HttpResponse.json({
          kind: 'paper',
          id: 'p1',
          title: 'BCS301 Data Structure (2023-24)',
          item: paper('p1', 'BCS301 Data Structure (2023-24)', true),
          state: 'done',
          pageCount: 1,
          freePages: null,
          pages: [{ number: 1, image: '/api/previews/paper/p1/pages/1', width: 850, height: 1100, text: 'Section A' }],
        }),
      ),
    );
    const { router } = renderApp('/pyq/Second-year');
    const section = (await screen.findByRole('heading', { name: 'Data Structure' })).closest('section')!;
    expectThumbnail(thumbnail('BCS301 Data Structure (2023-24)'), '/api/previews/paper/p1/thumbnail');
    // The paper's own link keeps its name and its download.
    expect(within(section).getByRole('link', { name: 'BCS301 Data Structure (2023-24)' })).toHaveAttribute('href', '/api/downloads/p1');
    expect(within(section).getAllByRole('img')).toHaveLength(1);
    expect(within(section).queryByRole('link', { name: 'Preview BCS301 Data Structure (2022-23)' })).toBeNull();

    await userEvent.click(within(section).getByRole('link', { name: 'Preview BCS301 Data Structure (2023-24)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'BCS301 Data Structure (2023-24)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/preview/paper/p1');
    expect(screen.getByRole('img', { name: 'Page 1 of BCS301 Data Structure (2023-24)' })).toBeInTheDocument();
  });
});
