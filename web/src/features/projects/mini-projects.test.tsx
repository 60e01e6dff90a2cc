import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';

const project = (n: number, level: string) => ({
  id: `p${level}${n}`,
  cardTitle: `${level} project ${n}`,
  site_name: `${level} site ${n}`,
  subtitle: 'A subtitle',
  level,
  image: `/files/images/p${n}.svg`,
  proj_desc: 'Description',
  site_url: '/files/r.pdf',
  buy_url: '/files/s.zip',
  price: 299,
  originalPrice: 598,
});

it('shows three cards per level collapsed, with Show More / Show Less', async () => {
  server.use(
    http.get('/api/projects', () => HttpResponse.json({ items: [1, 2, 3, 4, 5].map((n) => project(n, 'beginner')).concat([project(1, 'advanced')]) })),
  );
  renderApp('/mini_project');
  expect(await screen.findByRole('heading', { name: 'Ready-to-Buy Mini Projects for Students' })).toBeInTheDocument();
  const beginner = (await screen.findByRole('heading', { name: 'Beginner Level Projects' })).closest('section')!;
  expect(within(beginner).getAllByRole('link', { name: /^View details of / })).toHaveLength(3);
  // The page's first image (its largest element) is fetched at once; the others lazily.
  const images = beginner.querySelectorAll('img');
  expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  expect(images[0]).not.toHaveAttribute('loading');
  expect(images[1]).toHaveAttribute('loading', 'lazy');
  await userEvent.click(within(beginner).getByRole('button', { name: 'Show More' }));
  expect(within(beginner).getAllByRole('link', { name: /^View details of / })).toHaveLength(5);
  await userEvent.click(within(beginner).getByRole('button', { name: 'Show Less' }));
  expect(within(beginner).getAllByRole('link', { name: /^View details of / })).toHaveLength(3);
  const advanced = screen.getByRole('heading', { name: 'Advanced Level Projects' }).closest('section')!;
  expect(within(advanced).queryByRole('button', { name: 'Show More' })).toBeNull();
  expect(within(advanced).getByRole('link', { name: /^View details of / })).toHaveAttribute('href', '/project/padvanced1');
  expect(screen.getByText('No projects at this level yet.')).toBeInTheDocument(); // intermediate
});
