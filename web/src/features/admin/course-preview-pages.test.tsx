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
    expect(pages).toHaveAccessibleDescription('How many first pages of a priced file anyone may see before buying it, 0 to 10. A free file shows every page.');

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
