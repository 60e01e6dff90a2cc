import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testUser } from '@/testing/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { AdminRecord } from './api/types';

const course: AdminRecord = {
  id: 'c1',
  version: 4,
  title: 'DBMS Complete Notes',
  cardTitle: 'DBMS',
  subject: 'DBMS',
  description: '',
  imageUrl: '/files/images/c1.svg',
  price: 149,
  originalPrice: 298,
  discountPercentage: 50,
  previewPages: 5,
  downloadUrl: '/files/courses/dbms.pdf',
};

// An admin signed in, the premium courses, and the bodies of the POSTs and PUTs sent.
function adminWithCourses() {
  const sent: { method: string; body: Record<string, unknown> }[] = [];
  const keep = async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ method: request.method, body });
    return body;
  };
  server.use(
    signedInAs(testUser({ role: 'admin' })),
    http.get('/api/admin/courses', () => HttpResponse.json({ items: [course], next: null, total: 1 })),
    http.post('/api/admin/courses', async ({ request }) => HttpResponse.json({ ...(await keep(request)), id: 'c2', version: 1 }, { status: 201 })),
    http.put('/api/admin/courses/:id', async ({ request }) => HttpResponse.json({ ...(await keep(request)), id: 'c1', version: 5 })),
  );
  return sent;
}

describe("a course's free preview pages in the admin form", () => {
  it('starts a new course at 2, explains itself, takes 0 to 10 only and sends the number', async () => {
    const sent = adminWithCourses();
    renderApp('/admin?tab=premiumCourses');
    const form = await screen.findByRole('form', { name: 'Add to premiumCourses' });
    const pages = within(form).getByLabelText('Free preview pages');
    expect(pages).toHaveValue('2');
    expect(pages).not.toBeRequired();
    expect(pages).toHaveAccessibleDescription(
      'Upload the file to see how many pages it has. How many first pages of a priced file anyone may see before buying it, 0 to 10. A free file shows every page.',
    );

    await userEvent.type(within(form).getByLabelText('Title'), 'Operating Systems');
    await userEvent.type(within(form).getByLabelText('Subject'), 'OS');
    await userEvent.type(within(form).getByLabelText('Image'), '/files/images/os.svg');
    await userEvent.type(within(form).getByLabelText('Price (₹)'), '199');
    await userEvent.type(within(form).getByLabelText('Download link'), '/files/courses/os.pdf');
    await userEvent.clear(pages);
    await userEvent.type(pages, '11');
    await userEvent.click(within(form).getByRole('button', { name: 'Add record' }));
    expect(await within(form).findByText('Enter a whole number from 0 to 10.')).toBeInTheDocument();
    expect(pages).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number from 0 to 10.'));
    expect(sent).toHaveLength(0);

    await userEvent.clear(pages);
    await userEvent.type(pages, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Add record' }));
    expect(await screen.findByText('Saved “Operating Systems”.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ title: 'Operating Systems', price: 199, previewPages: 0 });
  });

  it("shows the file's page count beside the setting, and what it leaves for buyers", async () => {
    adminWithCourses();
    const asked: string[] = [];
    const file = (url: string, state: string, pageCount: number) => ({
      url,
      name: 'dbms.pdf',
      state,
      pageCount,
      pagesTotal: pageCount,
      ocrPages: 0,
      error: null,
      updatedAt: Date.now(),
      items: [],
    });
    server.use(
      http.get('/api/admin/files', ({ request }) => {
        const url = new URL(request.url).searchParams.get('url') ?? '';
        asked.push(url);
        const items = url === '/files/courses/dbms.pdf' ? [file(url, 'done', 3)] : url === '/files/courses/new.pdf' ? [file(url, 'running', 0)] : [];
        return HttpResponse.json({ counts: { queued: 0, running: 0, done: 1, failed: 0 }, items, next: null });
      }),
    );
    renderApp('/admin?tab=premiumCourses');
    await userEvent.click(await screen.findByRole('button', { name: /^Edit DBMS Complete Notes/ }));
    const form = await screen.findByRole('form', { name: 'Edit premiumCourses record' });
    const pages = within(form).getByLabelText('Free preview pages');
    const counted = 'The file has 3 pages: before buying, a student sees at most 2 (the last page is always for buyers).';
    expect(await within(form).findByText(counted)).toBeInTheDocument();
    expect(pages).toHaveAccessibleDescription(expect.stringContaining(counted));
    expect(asked).toContain('/files/courses/dbms.pdf');

    const link = within(form).getByLabelText('Download link');
    await userEvent.clear(link);
    await userEvent.type(link, '/files/courses/new.pdf');
    expect(await within(form).findByText('The file is being read; its page count shows here when it is done.')).toBeInTheDocument();
    await userEvent.clear(link);
    await userEvent.type(link, 'https://drive.example.org/x.pdf');
    expect(await within(form).findByText('The file is on another site, so it has no preview.')).toBeInTheDocument();
  });

  it("shows a course's own number when it is edited, and sends the new one", async () => {
    const sent = adminWithCourses();
    renderApp('/admin?tab=premiumCourses');
    await userEvent.click(await screen.findByRole('button', { name: /^Edit DBMS Complete Notes/ }));
    const form = await screen.findByRole('form', { name: 'Edit premiumCourses record' });
    const pages = within(form).getByLabelText('Free preview pages');
    expect(pages).toHaveValue('5');
    await userEvent.clear(pages);
    await userEvent.type(pages, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved “DBMS Complete Notes”.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', body: expect.objectContaining({ previewPages: 3 }) as unknown }]);
  });
});
