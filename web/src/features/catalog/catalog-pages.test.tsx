import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';

const topic = {
  id: 't1',
  title: 'Engineering Physics - Important Topics',
  description: 'The topics asked most often.',
  imageUrl: 'Important Topics',
  downloadUrl: '/files/important-topics/first-year/bas101.pdf',
  fileType: 'PDF',
};

describe('important topics year page', () => {
  it('shows the imageUrl text as the card heading and a Download Now link', async () => {
    server.use(http.get('/api/catalog/important-topics/firstYear', () => HttpResponse.json({ items: [topic] })));
    renderApp('/important-topics/first-year');
    expect(await screen.findByRole('heading', { level: 1, name: 'important topics for First Year' })).toBeInTheDocument();
    const card = (await screen.findByText(topic.title)).closest('article')!;
    expect(within(card).getByRole('heading', { name: 'Important Topics' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', topic.downloadUrl);
    expect(within(card).queryByText('PDF')).toBeNull(); // fileType is not displayed
  });

  it('does not render an unsafe download link', async () => {
    server.use(http.get('/api/catalog/important-topics/firstYear', () => HttpResponse.json({ items: [{ ...topic, downloadUrl: 'javascript:alert(1)' }] })));
    renderApp('/important-topics/first-year');
    expect(await screen.findByText('Download not available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download Now' })).toBeNull();
  });

  it('shows loading, then an error with Retry that recovers', async () => {
    let calls = 0;
    server.use(
      http.get('/api/catalog/important-topics/secondYear', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 });
        return HttpResponse.json({ items: [topic] });
      }),
    );
    renderApp('/important-topics/second-year');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(topic.title)).toBeInTheDocument();
  });

  it('says so when a year has nothing yet', async () => {
    server.use(http.get('/api/catalog/important-topics/thirdYear', () => HttpResponse.json({ items: [] })));
    renderApp('/important-topics/third-year');
    expect(await screen.findByText('No important topics for third year yet.')).toBeInTheDocument();
  });
});

describe('previous-year papers', () => {
  it('groups papers by subject with "Others" for papers without one, links opening in a new tab', async () => {
    server.use(
      http.get('/api/catalog/previous-year/firstYear', () =>
        HttpResponse.json({
          items: [
            { id: 'a', title: 'BAS101 Physics (2023-24)', downloadUrl: '/files/a.pdf', subject: 'Engineering Physics', index: 1 },
            { id: 'b', title: 'Carry-over (2023-24)', downloadUrl: '/files/b.pdf', subject: 'Others', index: 2 },
            { id: 'c', title: 'BAS101 Physics (2022-23)', downloadUrl: '/files/c.pdf', subject: 'Engineering Physics', index: 3 },
          ],
        }),
      ),
    );
    renderApp('/pyq/First-year');
    expect(await screen.findByRole('heading', { name: 'Previous Year paper for BTECH (2021-25)' })).toBeInTheDocument();
    const physics = (await screen.findByRole('heading', { name: 'Engineering Physics' })).closest('section')!;
    expect(
      within(physics)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['BAS101 Physics (2023-24)', 'BAS101 Physics (2022-23)']);
    const others = screen.getByRole('heading', { name: 'Others' }).closest('section')!;
    expect(within(others).getByRole('link', { name: 'Carry-over (2023-24)' })).toHaveAttribute('target', '_blank');
  });
});

describe('home', () => {
  it('shows the year chooser, stats and the eight Services cards', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'What year do you in study?' })).toBeInTheDocument();
    for (const stat of ['3K+', '10K+', '1K+']) expect(screen.getByText(stat)).toBeInTheDocument();
    for (const title of [
      'Latest Syllabus',
      'Previous Year Paper',
      'Important Questions',
      'Brevi Learning Notes',
      'Quantum',
      'Practical Files',
      'Handwritten Notes',
      'Premium Courses',
    ]) {
      expect(screen.getAllByRole('link', { name: `Visit Now: ${title}` }).length).toBeGreaterThan(0);
    }
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Visit Now (First|Second|Third|Fourth) Year$/ })).toHaveLength(4));
  });

  it('renders a 404 page for unknown routes', async () => {
    renderApp('/definitely/not/here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
