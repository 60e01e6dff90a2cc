import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import type { Job } from './api/types';

const job: Job = {
  id: 'j 7',
  role: 'Site Engineer',
  company: 'Larsen Build',
  skills: 'AutoCAD, STAAD',
  field: 'Civil',
  batch: '2024, 2025',
  qualification: 'B.Tech Civil',
  eligibility: '60% throughout',
  salary: '4-5 LPA',
  experience: '0-1 years',
  location: 'Lucknow',
  applyUrl: 'https://careers.example.org/site-engineer',
  postedAt: Date.now() - 3 * 24 * 3600_000,
  topCompany: true,
  employmentType: 'FULL_TIME',
  salaryRange: { min: 400_000, max: 500_000 },
};

const notListed = () => HttpResponse.json({ error: { code: 'not-found', message: 'No such job.' } }, { status: 404 });

afterEach(() => {
  document.title = '';
});

describe('job detail page (/jobs/:id)', () => {
  it('fetches the job by its encoded id and shows every detail, the posted time and Apply', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/jobs/:id', ({ request, params }) => {
        asked.push(new URL(request.url).pathname);
        return params.id === 'j 7' ? HttpResponse.json(job) : notListed();
      }),
    );
    renderApp('/jobs/j%207');
    expect(await screen.findByRole('heading', { level: 1, name: 'Site Engineer' })).toBeInTheDocument();
    expect(asked).toEqual(['/api/jobs/j%207']);
    const main = screen.getByRole('main');
    for (const text of [
      'Larsen Build',
      'Top company',
      'Lucknow',
      '4-5 LPA',
      '0-1 years',
      '2024, 2025',
      'B.Tech Civil',
      '60% throughout',
      'AutoCAD, STAAD',
      'Civil',
      '3d ago',
    ])
      expect(within(main).getByText(text)).toBeInTheDocument();
    const apply = within(main).getByRole('link', { name: 'Apply for Site Engineer at Larsen Build' });
    expect(apply).toHaveAttribute('href', 'https://careers.example.org/site-engineer');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(within(main).getByRole('link', { name: '← All jobs' })).toHaveAttribute('href', '/Job_portal');
    await waitFor(() => expect(document.title).toBe('Site Engineer at Larsen Build | Pathshala'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Site Engineer at Larsen Build, Lucknow. B.Tech Civil 0-1 years.');
  });

  it('shows no Apply link for an unsafe applyUrl', async () => {
    server.use(http.get('/api/jobs/:id', () => HttpResponse.json({ ...job, applyUrl: 'javascript:alert(1)' })));
    renderApp('/jobs/j7');
    await screen.findByRole('heading', { level: 1, name: 'Site Engineer' });
    expect(screen.queryByRole('link', { name: /Apply for/ })).toBeNull();
    expect(screen.getByText('Apply link not available')).toBeInTheDocument();
  });

  it('says a job that is gone is no longer listed, with a way back to the portal', async () => {
    server.use(http.get('/api/jobs/:id', notListed));
    renderApp('/jobs/old-one');
    expect(await screen.findByRole('heading', { level: 1, name: 'This job is no longer listed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/Job_portal');
    await waitFor(() => expect(document.title).toBe('This job is no longer listed | Pathshala'));
  });

  it('offers Retry when the job cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get('/api/jobs/:id', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(job);
      }),
    );
    renderApp('/jobs/j7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this job.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Site Engineer' })).toBeInTheDocument();
  });

  it('is opened from the job card on the portal (the role is the link)', async () => {
    server.use(
      http.get('/api/jobs/fields', () => HttpResponse.json({ items: ['Civil'] })),
      http.get('/api/jobs', () => HttpResponse.json({ items: [job], next: null, total: 1 })),
      http.get('/api/jobs/:id', () => HttpResponse.json(job)),
    );
    const { router } = renderApp('/Job_portal');
    await userEvent.click(await screen.findByRole('link', { name: 'Site Engineer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Site Engineer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/j%207');
    await waitFor(() => expect(document.title).toBe('Site Engineer at Larsen Build | Pathshala'));
  });
});
