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
  it('shows the imageUrl text as the card heading and a Download Now link, through the download counter', async () => {
    server.use(http.get('/api/catalog/important-topics/firstYear', () => HttpResponse.json({ items: [topic] })));
    renderApp('/important-topics/first-year');
    expect(await screen.findByRole('heading', { level: 1, name: 'important topics for First Year' })).toBeInTheDocument();
    const card = (await screen.findByText(topic.title)).closest('article')!;
    expect(within(card).getByRole('heading', { name: 'Important Topics' })).toBeInTheDocument();
    // Counted by the server, which answers with the file (302 to downloadUrl).
    expect(within(card).getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', '/api/downloads/t1');
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
    expect(within(others).getByRole('link', { name: 'Carry-over (2023-24)' })).toHaveAttribute('href', '/api/downloads/b');
  });
});

describe('most downloaded this week', () => {
  const popular = [
    {
      kind: 'previous-year',
      id: 'p1',
      title: 'BCS301 Data Structure (2023-24)',
      subject: 'Data Structure',
      year: 'secondYear',
      url: '/api/downloads/p1',
      downloads: 2,
    },
    { kind: 'notes', id: 'n1', title: 'Data Structure Notes (BCS301)', subject: 'Data Structure', year: 'secondYear', url: '/api/downloads/n1', downloads: 1 },
    { kind: 'quantum', id: 'q1', title: 'Maths Quantum', year: 'secondYear', url: '/api/downloads/q1', downloads: 1200 },
  ];

  it("a year page lists that year's most downloaded files with their counts, asking for nothing else", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/catalog/previous-year/secondYear', () => HttpResponse.json({ items: [] })),
      http.get('/api/popular', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ items: popular });
      }),
    );
    renderApp('/pyq/Second-year');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Most downloaded this week' })).closest('section')!;
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'BCS301 Data Structure (2023-24)Data Structure2 downloads',
      'Data Structure Notes (BCS301)Data Structure1 download',
      'Maths Quantum1,200 downloads',
    ]);
    const link = within(items[0]).getByRole('link', { name: 'BCS301 Data Structure (2023-24)' });
    expect(link).toHaveAttribute('href', '/api/downloads/p1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(asked).toEqual(['?year=secondYear']);
  });

  it('/home lists the most downloaded of all years', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/popular', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ items: popular.slice(0, 1) });
      }),
    );
    renderApp('/home');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Most downloaded this week' })).closest('section')!;
    expect(within(section).getByRole('listitem')).toHaveTextContent('2 downloads');
    expect(asked).toEqual(['']);
  });

  it('is not there when nothing was downloaded this week, or when the list cannot be loaded', async () => {
    let answered = 0;
    server.use(
      http.get('/api/catalog/important-topics/firstYear', () => HttpResponse.json({ items: [topic] })),
      http.get('/api/popular', () => {
        answered += 1;
        return HttpResponse.json({ items: [] });
      }),
    );
    const first = renderApp('/important-topics/first-year');
    await screen.findByText(topic.title);
    await waitFor(() => expect(answered).toBe(1));
    expect(screen.queryByRole('heading', { name: 'Most downloaded this week' })).toBeNull();
    first.unmount();

    server.use(
      http.get('/api/popular', () => {
        answered += 1;
        return HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 });
      }),
    );
    renderApp('/important-topics/first-year');
    await screen.findByText(topic.title);
    await waitFor(() => expect(answered).toBe(2));
    expect(screen.queryByRole('heading', { name: 'Most downloaded this week' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
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
      // The Services carousel is a lazy chunk: it may render a moment after the page. Home loads
      // it when it comes near the viewport; jsdom has no IntersectionObserver, so at once
      // (home-services-lazy.test.tsx covers the observer).
      expect((await screen.findAllByRole('link', { name: `Visit Now: ${title}` })).length).toBeGreaterThan(0);
    }
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Visit Now (First|Second|Third|Fourth) Year$/ })).toHaveLength(4));
  });

  it('renders a 404 page for unknown routes', async () => {
    renderApp('/definitely/not/here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('syllabus', () => {
  it("each year's card opens its PDF in a new tab, or its preview page in the app", async () => {
    renderApp('/syllabus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest AKTU B.Tech Syllabus' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Third Year Syllabus' }).closest('li')!;
    const open = within(card).getByRole('link', { name: 'Open Third Year Syllabus' });
    expect(open).toHaveAttribute('href', '/files/syllabus/third-year.pdf');
    expect(open).toHaveAttribute('target', '_blank');
    const preview = within(card).getByRole('link', { name: 'Preview Third Year Syllabus' });
    expect(preview).toHaveAttribute('href', '/preview/document/syllabus-third-year');
    expect(preview).not.toHaveAttribute('target');
    expect(screen.getAllByRole('link', { name: /^Preview \w+ Year Syllabus$/ })).toHaveLength(4);
  });
});
