import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const card = (id: string, cardTitle: string, extra: Record<string, unknown>) => ({
  id,
  title: `${cardTitle} - Complete Notes`,
  cardTitle,
  subject: cardTitle,
  description: 'Unit-wise notes.',
  imageUrl: `/files/images/bl-notes/${id}.svg`,
  price: 149,
  payable: 17582,
  discountPercentage: 50,
  ...extra,
});

describe('first-page thumbnails on price cards', () => {
  it("shows a Brevi card's first page with Preview when its file has a preview and some pages are free to see", async () => {
    server.use(
      http.get('/api/catalog/bl-notes/firstYear', () =>
        HttpResponse.json({
          items: [
            card('bl1', 'Physics', { preview: true, thumbnail: true, previewPages: 2 }),
            card('bl2', 'Maths', { preview: true, previewPages: 0 }), // priced, nothing shown before buying
            card('bl3', 'Chemistry', { preview: true, thumbnail: true, previewPages: 0, price: 0, payable: 0 }), // free: every page
            card('bl4', 'Graphics', {}),
          ],
        }),
      ),
    );
    renderApp('/brevi_learning/First-year');
    const article = async (name: string) => (await screen.findByRole('heading', { name })).closest('article')!;

    const physics = await article('Physics');
    const img = within(physics).getByRole('img', { name: 'First page of Physics' });
    expect(img).toHaveAttribute('src', '/api/previews/course/bl1/thumbnail');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '340');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(within(physics).getByRole('link', { name: 'Preview Physics' })).toHaveAttribute('href', '/preview/course/bl1');

    expect(within(await article('Maths')).queryByRole('link', { name: 'Preview Maths' })).toBeNull();
    expect(within(await article('Chemistry')).getByRole('link', { name: 'Preview Chemistry' })).toHaveAttribute('href', '/preview/course/bl3');
    expect(within(await article('Graphics')).queryByRole('link', { name: /^Preview / })).toBeNull();
    // The card's own picture is still the page's first, fetched at once.
    expect(physics.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });
});
