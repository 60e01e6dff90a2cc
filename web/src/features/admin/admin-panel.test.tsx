import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs, testUser } from '@/testing/auth';
import type { AdminRecord } from './api/types';

const note = (n: number, extra: Partial<AdminRecord> = {}): AdminRecord => ({
  id: `n${n}`,
  version: 3,
  title: `Unit ${n} notes`,
  description: 'Handwritten notes for the whole syllabus.',
  imageUrl: 'Handwritten Notes',
  subject: 'Compiler Design',
  downloadUrl: `/files/notes-${n}.pdf`,
  fileType: 'PDF',
  ...extra,
});

type Sent = { method: string; url: string; headers: Headers; body: unknown };

// An admin signed in, and a notes collection the handlers keep in memory.
function adminWithNotes(initial: AdminRecord[], path = '/api/admin/catalog/notes/thirdYear') {
  const store = [...initial];
  const sent: Sent[] = [];
  const lists: string[] = [];
  const record = async (request: Request) => {
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    sent.push({ method: request.method, url: new URL(request.url).pathname, headers: request.headers, body });
    return body as Record<string, unknown>;
  };
  server.use(
    signedInAs(testUser({ role: 'admin' })),
    http.get(path, ({ request }) => {
      lists.push(new URL(request.url).search);
      return HttpResponse.json({ items: store, next: null, total: store.length });
    }),
    http.post(path, async ({ request }) => {
      const body = await record(request);
      const created = { ...body, id: 'new1', version: 1 } as AdminRecord;
      store.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`${path}/:id`, async ({ request, params }) => {
      const body = await record(request);
      const i = store.findIndex((r) => r.id === params.id);
      store[i] = { ...body, id: String(params.id), version: store[i].version + 1 } as AdminRecord;
      return HttpResponse.json(store[i]);
    }),
    http.delete(`${path}/:id`, async ({ request, params }) => {
      await record(request);
      store.splice(
        store.findIndex((r) => r.id === params.id),
        1,
      );
      return HttpResponse.json({ deleted: params.id });
    }),
  );
  return { store, sent, lists };
}

const table = () => screen.findByRole('table');

afterEach(() => vi.restoreAllMocks());

describe('admin panel', () => {
  it('lists the notes of the chosen year and switches years', async () => {
    const { lists } = adminWithNotes([note(1, { downloads: 12 }), note(2, { downloads: 0 })]);
    server.use(http.get('/api/admin/catalog/notes/secondYear', () => HttpResponse.json({ items: [note(9, { title: 'Maths II' })], next: null, total: 1 })));
    renderApp('/admin?year=thirdYear');
    expect(await screen.findByRole('heading', { name: 'Admin panel' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'notes' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Unit 1 notes')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Compiler Design')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /notes, Third year: 2 records/ })).toBeInTheDocument();
    // Downloads, counted by the server (issue 15).
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Subject', 'File type', 'Downloads', 'Actions']);
    expect(within(rows[1]).getAllByRole('cell')[3]).toHaveTextContent('12');
    expect(within(rows[2]).getAllByRole('cell')[3]).toHaveTextContent('0');
    expect(lists[0]).toBe('?limit=20');

    await userEvent.selectOptions(screen.getByLabelText('Year'), 'secondYear');
    expect(await screen.findByText('Maths II')).toBeInTheDocument();
    expect(screen.queryByText('Unit 1 notes')).toBeNull();
  });

  it("shows previous-year papers' downloads, and none for the kinds that are not counted", async () => {
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/admin/catalog/previous-year/secondYear', () =>
        HttpResponse.json({
          items: [{ id: 'p1', version: 1, title: 'BCS301 (2023-24)', subject: 'Data Structure', downloadUrl: '/files/p1.pdf', index: 1, downloads: 2 }],
          next: null,
          total: 1,
        }),
      ),
    );
    const { router } = renderApp('/admin?tab=pyq&year=secondYear');
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Subject', 'Index', 'Downloads', 'Actions']);
    expect(within(rows[1]).getAllByRole('cell')[3]).toHaveTextContent('2');

    // Brevi Learning notes are sold, not downloaded for free: no count.
    server.use(
      http.get('/api/admin/catalog/bl-notes/secondYear', () =>
        HttpResponse.json({ items: [{ id: 'b1', version: 1, title: 'DS notes', subject: 'DS', price: 49 }], next: null, total: 1 }),
      ),
    );
    await router.navigate('/admin?tab=bl_notes&year=secondYear');
    await screen.findByText('DS notes');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Subject', 'Price', 'Actions']);
  });

  it('says "No records yet." for an empty list and offers Retry after a failure', async () => {
    let calls = 0;
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/admin/catalog/notes/firstYear', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'internal', message: 'Database busy.' } }, { status: 500 })
          : HttpResponse.json({ items: [], next: null, total: 0 });
      }),
    );
    renderApp('/admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the records. Database busy.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No records yet.')).toBeInTheDocument();
  });

  it('searches and loads more', async () => {
    const seen: string[] = [];
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/admin/catalog/notes/firstYear', ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params.toString());
        if (params.get('cursor') === 'c2') return HttpResponse.json({ items: [note(2)], next: null, total: 2 });
        return HttpResponse.json({ items: [note(1)], next: 'c2', total: 2 });
      }),
    );
    renderApp('/admin');
    await screen.findByText('Unit 1 notes');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Unit 2 notes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search records' }), 'compiler{Enter}');
    await waitFor(() => expect(seen.at(-1)).toBe('q=compiler&limit=20'));
  });

  it('adds a record: sends the JSON with the CSRF token, says it is saved, resets the form and reloads the list', async () => {
    const { sent } = adminWithNotes([note(1)]);
    renderApp('/admin?year=thirdYear');
    await screen.findByText('Unit 1 notes');
    const form = screen.getByRole('form', { name: 'Add to notes' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Unit 5 notes');
    await userEvent.selectOptions(within(form).getByLabelText('Description'), 'Notes');
    await userEvent.selectOptions(within(form).getByLabelText('Image label'), 'Handwritten Notes');
    await userEvent.type(within(form).getByLabelText('Subject'), 'Compiler Design');
    await userEvent.type(within(form).getByLabelText('Download link'), '/files/unit5.pdf');
    await userEvent.click(within(form).getByRole('button', { name: 'Add record' }));

    expect(await screen.findByText('Unit 5 notes')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].headers.get('X-CSRF-Token')).toBe('csrf-visitor');
    expect(sent[0].body).toEqual({
      title: 'Unit 5 notes',
      description: 'Handwritten notes for the whole syllabus.',
      imageUrl: 'Handwritten Notes',
      subject: 'Compiler Design',
      downloadUrl: '/files/unit5.pdf',
      fileType: 'PDF',
    });
    await waitFor(() => expect(screen.getByRole('form', { name: 'Add to notes' })).toBeInTheDocument());
    expect(within(screen.getByRole('form', { name: 'Add to notes' })).getByLabelText('Title')).toHaveValue('');
    expect(screen.getByText('Saved “Unit 5 notes”.')).toHaveAttribute('role', 'status');

    // The next record starts without it: sending again takes the confirmation away until it is saved.
    const next = screen.getByRole('form', { name: 'Add to notes' });
    await userEvent.click(within(next).getByRole('button', { name: 'Add record' }));
    expect(await within(next).findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Saved “Unit 5 notes”.')).toBeInTheDocument(); // nothing was sent
    await userEvent.type(within(next).getByLabelText('Title'), 'Unit 6 notes');
    await userEvent.type(within(next).getByLabelText('Subject'), 'Compiler Design');
    await userEvent.type(within(next).getByLabelText('Download link'), '/files/unit6.pdf');
    server.use(
      http.post('/api/admin/catalog/notes/thirdYear', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 }),
      ),
    );
    await userEvent.click(within(next).getByRole('button', { name: 'Add record' }));
    expect(await within(next).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.queryByText(/^Saved “/)).toBeNull();
  });

  it('marks the required fields with a * beside the label and as required', async () => {
    adminWithNotes([]);
    server.use(http.get('/api/admin/jobs', () => HttpResponse.json({ items: [], next: null, total: 0 })));
    renderApp('/admin?year=thirdYear');
    await screen.findByText('No records yet.');
    // The stars a person sees, by the label each stands beside.
    const starred = (form: HTMLElement) =>
      within(form)
        .getAllByText('*')
        .map((star) => star.previousElementSibling?.textContent);

    const notes = screen.getByRole('form', { name: 'Add to notes' });
    expect(within(notes).getByText('* marks a required field.')).toBeInTheDocument();
    expect(starred(notes)).toEqual(['Title', 'Subject', 'Download link']);
    for (const label of ['Title', 'Subject', 'Download link']) expect(within(notes).getByLabelText(label)).toBeRequired();
    for (const label of ['Description', 'Image label', 'File type']) expect(within(notes).getByLabelText(label)).not.toBeRequired();

    await userEvent.click(screen.getByRole('tab', { name: 'jobs' }));
    const jobs = await screen.findByRole('form', { name: 'Add to jobs' });
    expect(starred(jobs)).toEqual(['Role', 'Company', 'Apply link']);
    for (const label of ['Role', 'Company', 'Apply link']) expect(within(jobs).getByRole('textbox', { name: label })).toBeRequired();
    expect(within(jobs).getByRole('textbox', { name: 'Location' })).not.toBeRequired();
  });

  it('checks required fields and links before sending', async () => {
    const { sent } = adminWithNotes([]);
    renderApp('/admin?year=thirdYear');
    await screen.findByText('No records yet.');
    const form = screen.getByRole('form', { name: 'Add to notes' });
    await userEvent.type(within(form).getByLabelText('Download link'), '//evil.example/x.pdf');
    await userEvent.click(within(form).getByRole('button', { name: 'Add record' }));
    expect(await within(form).findByText('Title is required.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(within(form).getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required.');
    expect(within(form).getByLabelText('Download link')).toHaveAccessibleDescription('Enter a link that starts with http://, https:// or /.');
    expect(sent).toHaveLength(0);
  });

  it("shows the server's invalid-field message at its field", async () => {
    adminWithNotes([]);
    server.use(
      http.post('/api/admin/catalog/notes/thirdYear', () =>
        HttpResponse.json({ error: { code: 'invalid-field', message: 'Subject is too long.', field: 'subject' } }, { status: 400 }),
      ),
    );
    renderApp('/admin?year=thirdYear');
    await screen.findByText('No records yet.');
    const form = screen.getByRole('form', { name: 'Add to notes' });
    await userEvent.type(within(form).getByLabelText('Title'), 'T');
    await userEvent.type(within(form).getByLabelText('Subject'), 'S'.repeat(30));
    await userEvent.type(within(form).getByLabelText('Download link'), 'https://cdn.example.org/t.pdf');
    await userEvent.click(within(form).getByRole('button', { name: 'Add record' }));
    await waitFor(() => expect(within(form).getByLabelText('Subject')).toHaveAccessibleDescription('Subject is too long.'));
    expect(within(form).getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(form).getByLabelText('Subject')).toHaveFocus());
  });

  it('edits a record with If-Match and the version it was loaded with', async () => {
    const { sent } = adminWithNotes([note(1), note(2)]);
    renderApp('/admin?year=thirdYear');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Unit 2 notes' }));
    const form = screen.getByRole('form', { name: 'Edit notes record' });
    const title = within(form).getByLabelText('Title');
    expect(title).toHaveValue('Unit 2 notes');
    await waitFor(() => expect(title).toHaveFocus());
    expect(within(form).getByLabelText('Description')).toHaveDisplayValue('Notes');
    await userEvent.clear(title);
    await userEvent.type(title, 'Unit 2 notes (revised)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Unit 2 notes (revised)')).toBeInTheDocument();
    expect(sent[0].method).toBe('PUT');
    expect(sent[0].url).toBe('/api/admin/catalog/notes/thirdYear/n2');
    expect(sent[0].headers.get('If-Match')).toBe('"3"');
    expect(sent[0].body).toMatchObject({ title: 'Unit 2 notes (revised)', subject: 'Compiler Design', downloadUrl: '/files/notes-2.pdf' });
    // Back to create mode, saying so.
    expect(await screen.findByRole('form', { name: 'Add to notes' })).toBeInTheDocument();
    expect(screen.getByText('Saved “Unit 2 notes (revised)”.')).toHaveAttribute('role', 'status');
    // Editing another record starts without it.
    await userEvent.click(screen.getByRole('button', { name: 'Edit Unit 1 notes' }));
    expect(await screen.findByRole('form', { name: 'Edit notes record' })).toBeInTheDocument();
    expect(screen.queryByText(/^Saved “/)).toBeNull();
  });

  it('on a 409 conflict says so, keeps the edit, and reloads the record on request', async () => {
    adminWithNotes([note(1)]);
    let puts = 0;
    server.use(
      http.put('/api/admin/catalog/notes/thirdYear/n1', () => {
        puts += 1;
        return HttpResponse.json({ error: { code: 'conflict', message: 'The record was changed.' } }, { status: 409 });
      }),
      http.get('/api/admin/catalog/notes/thirdYear/n1', () => HttpResponse.json(note(1, { title: 'Their title', version: 4 }))),
    );
    renderApp('/admin?year=thirdYear');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Unit 1 notes' }));
    const form = screen.getByRole('form', { name: 'Edit notes record' });
    await userEvent.type(within(form).getByLabelText('Title'), ' mine');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Someone else changed this record. Reload it to see their change.');
    expect(within(form).getByLabelText('Title')).toHaveValue('Unit 1 notes mine');
    expect(puts).toBe(1);

    await userEvent.click(within(form).getByRole('button', { name: 'Reload' }));
    const reloaded = await screen.findByRole('form', { name: 'Edit notes record' });
    await waitFor(() => expect(within(reloaded).getByLabelText('Title')).toHaveValue('Their title'));
    expect(within(reloaded).queryByRole('alert')).toBeNull();
  });

  it('deletes a record only after the admin confirms', async () => {
    const { sent } = adminWithNotes([note(1), note(2)]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderApp('/admin?year=thirdYear');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Unit 1 notes' }));
    expect(confirm).toHaveBeenCalledWith('Delete "Unit 1 notes"? This cannot be undone.');
    expect(sent).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Unit 1 notes' }));
    await waitFor(() => expect(screen.queryByText('Unit 1 notes')).toBeNull());
    expect(screen.getByText('Unit 2 notes')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: '/api/admin/catalog/notes/thirdYear/n1' });
    expect(sent[0].headers.get('If-Match')).toBe('"3"');
    expect(sent[0].headers.get('X-CSRF-Token')).toBe('csrf-visitor');
  });

  it('a delete refused with 409 says someone else changed the record', async () => {
    adminWithNotes([note(1)]);
    server.use(
      http.delete('/api/admin/catalog/notes/thirdYear/n1', () => HttpResponse.json({ error: { code: 'conflict', message: 'Changed.' } }, { status: 409 })),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp('/admin?year=thirdYear');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Unit 1 notes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this record. Reload the list to see their change.');
    expect(screen.getByText('Unit 1 notes')).toBeInTheDocument();
  });

  it('jobs: no year select, the job form, and the tabs work with arrow keys', async () => {
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/admin/jobs', () =>
        HttpResponse.json({
          items: [{ id: 'j1', version: 1, role: 'Data Analyst', company: 'Nimbus', location: 'Pune', applyUrl: 'https://x.example/apply', topCompany: true }],
          next: null,
          total: 1,
        }),
      ),
    );
    renderApp('/admin');
    await screen.findByText('No records yet.');
    expect(screen.getByLabelText('Year')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'jobs' }));
    expect(await screen.findByText('Data Analyst')).toBeInTheDocument();
    expect(screen.queryByLabelText('Year')).toBeNull();
    const form = screen.getByRole('form', { name: 'Add to jobs' });
    for (const label of ['Role', 'Company', 'Apply link', 'Top company']) expect(within(form).getByLabelText(label)).toBeInTheDocument();

    const jobs = screen.getByRole('tab', { name: 'jobs' });
    expect(jobs).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'projects' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'projects' })).toHaveFocus();
    expect(await screen.findByRole('form', { name: 'Add to projects' })).toBeInTheDocument();
  });
});
