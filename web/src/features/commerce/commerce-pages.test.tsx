import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs } from '@/testing/auth';

const note = {
  id: 'bl1',
  title: 'Engineering Physics - Complete Notes',
  cardTitle: 'Engineering Physics',
  subject: 'Engineering Physics',
  description: 'Unit-wise notes.',
  imageUrl: '/files/images/bl-notes/bas101.svg',
  price: 149,
  originalPrice: 298,
  payable: 17582,
  originalPayable: 35164,
  gstIncluded: true,
  discountPercentage: 50,
};

describe('Brevi Learning notes', () => {
  it('shows the price card texts and Buy Now (signed in) opens course details from navigation state', async () => {
    let detailFetches = 0;
    server.use(
      signedInAs(),
      http.get('/api/catalog/bl-notes/firstYear', () => HttpResponse.json({ items: [note, { ...note, id: 'bl2', cardTitle: 'Maths' }] })),
      http.get('/api/courses/:id', () => {
        detailFetches += 1;
        return HttpResponse.json(note);
      }),
    );
    const { router } = renderApp('/brevi_learning/First-year');
    expect(await screen.findByRole('heading', { name: 'Brevi Learning notes for B.Tech First Year' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Engineering Physics' })).closest('article')!;
    expect(within(card).getByText('Limited Time Discount')).toBeInTheDocument();
    expect(within(card).getByText('50% off')).toBeInTheDocument();
    expect(within(card).getByText('₹175.82')).toBeInTheDocument();
    expect(within(card).getByText('incl. GST')).toBeInTheDocument();
    expect(within(card).getByText('₹351.64').tagName).toBe('S');
    // The first card's image is the page's largest element: fetched at once; the others lazily.
    const [first, second] = [card, screen.getByRole('heading', { name: 'Maths' }).closest('article')!].map((c) => c.querySelector('img'));
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(second).toHaveAttribute('loading', 'lazy');
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('heading', { name: note.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/course-details/bl1');
    // A priced item is bought here: a button, no link to its file (the server no longer sends it).
    expect(screen.getByRole('button', { name: 'Buy Now – Start Learning' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Buy Now – Start Learning' })).toBeNull();
    expect(detailFetches).toBe(0); // the card's data came as navigation state
  });

  it('sends a signed-out student to the sign-in modal, remembering the page with its query', async () => {
    server.use(http.get('/api/catalog/bl-notes/firstYear', () => HttpResponse.json({ items: [note] })));
    const { router } = renderApp('/brevi_learning/First-year?ref=home');
    await screen.findByRole('link', { name: 'signup now' }); // the header knows: signed out
    const card = (await screen.findByRole('heading', { name: 'Engineering Physics' })).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Pathshala' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth_model');
    expect(router.state.location.state).toEqual({ from: '/brevi_learning/First-year?ref=home' });
  });
});

describe('course details', () => {
  it('fetches the course on a direct visit, showing loading first', async () => {
    server.use(http.get('/api/courses/bl1', () => HttpResponse.json({ ...note, discountPercentage: undefined })));
    renderApp('/course-details/bl1');
    expect(await screen.findByText('Loading course details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: note.title })).toBeInTheDocument();
    expect(screen.getByText('50% off')).toBeInTheDocument(); // default discount
  });

  it('says the course is not available for an unknown id, with the way back', async () => {
    server.use(http.get('/api/courses/nope', () => HttpResponse.json({ error: { code: 'not-found', message: 'No such course.' } }, { status: 404 })));
    renderApp('/course-details/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'This course is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all courses' })).toHaveAttribute('href', '/Premium_courses');
  });
});
