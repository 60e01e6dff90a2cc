import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs, testUser } from '@/testing/auth';
import type { ImportRequest, ImportRow } from './api/types';

const NOTES = '/api/admin/catalog/notes/thirdYear';
const CSV = 'title,subject,downloadUrl\nUnit 1,Compiler Design,/files/u1.pdf\n,Compiler Design,/files/u2.pdf\nUnit 3,Compiler Design,/files/u3.pdf\n';

const valid = (row: number, title: string): ImportRow => ({
  row,
  ok: true,
  record: { title, subject: 'Compiler Design', downloadUrl: `/files/u${row}.pdf`, fileType: 'PDF' },
});
const invalid = (row: number): ImportRow => ({ row, ok: false, error: { code: 'invalid-field', message: 'Title is required.', field: 'title' } });

const csvFile = (content = CSV, name = 'notes.csv') => new File([content], name, { type: 'text/csv' });

// An admin signed in, a notes collection whose count the handler answers, and the bodies
// the preview and commit handlers were sent.
function adminImporting({ previewRows, total = () => 12 }: { previewRows: ImportRow[]; total?: () => number }) {
  const previews: ImportRequest[] = [];
  const commits: ImportRequest[] = [];
  const counts: string[] = [];
  const summary = { valid: previewRows.filter((r) => r.ok).length, invalid: previewRows.filter((r) => !r.ok).length };
  server.use(
    signedInAs(testUser({ role: 'admin' })),
    http.get(NOTES, ({ request }) => {
      counts.push(new URL(request.url).search);
      return HttpResponse.json({ items: [], next: null, total: total() });
    }),
    http.post('/api/admin/import/preview', async ({ request }) => {
      previews.push((await request.json()) as ImportRequest);
      return HttpResponse.json({ rows: previewRows, ...summary });
    }),
    http.post('/api/admin/import/commit', async ({ request }) => {
      commits.push((await request.json()) as ImportRequest);
      return HttpResponse.json({ imported: summary.valid, items: [] }, { status: 201 });
    }),
  );
  return { previews, commits, counts };
}

const fileInput = () => screen.findByLabelText('File to import (.csv or .json)');

describe('data uploader (/dataa)', () => {
  it('shows the current data of the chosen target and offers the templates', async () => {
    const { counts } = adminImporting({ previewRows: [] });
    renderApp('/dataa?collection=notes&year=thirdYear');
    expect(await screen.findByRole('heading', { name: 'Import data' })).toBeInTheDocument();
    expect(await screen.findByText('12 records in notes · Third year now.')).toBeInTheDocument();
    expect(counts).toEqual(['?limit=1']);
    expect(screen.getByLabelText('Collection')).toHaveValue('notes');
    expect(screen.getByLabelText('Year')).toHaveValue('thirdYear');
    expect(screen.getByRole('link', { name: 'Download CSV template' })).toHaveAttribute('href', '/api/admin/import/template?collection=notes&format=csv');
    expect(screen.getByRole('link', { name: 'Download JSON template' })).toHaveAttribute('download');

    // Jobs have no year; their count and templates follow.
    server.use(http.get('/api/admin/jobs', () => HttpResponse.json({ error: { code: 'internal', message: 'Database busy.' } }, { status: 500 })));
    await userEvent.selectOptions(screen.getByLabelText('Collection'), 'jobs');
    expect(screen.queryByLabelText('Year')).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the current data of jobs. Database busy.');
    expect(screen.getByRole('link', { name: 'Download JSON template' })).toHaveAttribute('href', '/api/admin/import/template?collection=jobs&format=json');
  });

  it('previews the chosen file: errors at their rows, and no import while any row is invalid', async () => {
    const { previews, commits } = adminImporting({ previewRows: [valid(1, 'Unit 1'), invalid(2), valid(3, 'Unit 3')] });
    renderApp('/dataa?collection=notes&year=thirdYear');
    await screen.findByText('12 records in notes · Third year now.');
    await userEvent.upload(await fileInput(), csvFile());

    expect(await screen.findByText('notes.csv: 2 rows valid, 1 with errors.')).toBeInTheDocument();
    expect(previews).toEqual([{ collection: 'notes', year: 'thirdYear', format: 'csv', content: CSV }]);
    const rows = within(screen.getByRole('table', { name: 'Rows of notes.csv' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('1');
    expect(within(rows[1]).getByText('Valid')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Unit 1')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Error in Title: Title is required.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Import 2 rows' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/1 row has errors\. Fix it in the file and choose it again/);
    expect(commits).toHaveLength(0);
  });

  it("marks the template's example row as skipped and shows what to check in a row", async () => {
    const example: ImportRow = { row: 1, ok: true, example: true, record: { title: 'EXAMPLE (skipped on import; replace or delete this row): OS Unit 1' } };
    const warned: ImportRow = { ...valid(2, 'Unit 2'), warnings: ['No file at /files/u2.pdf on this site: upload it first, or fix the link.'] };
    adminImporting({ previewRows: [example] });
    server.use(http.post('/api/admin/import/preview', () => HttpResponse.json({ rows: [example], valid: 0, invalid: 0, examples: 1 })));
    renderApp('/dataa?collection=notes&year=thirdYear');
    await userEvent.upload(await fileInput(), csvFile());
    expect(await screen.findByText("notes.csv: 0 rows valid, 0 with errors, and the template's example row, which is skipped.")).toBeInTheDocument();
    expect(screen.getByText("The template's example: skipped")).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Import 0 rows' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("The file holds only the template's example row, which is never imported: add your own rows.");

    server.use(http.post('/api/admin/import/preview', () => HttpResponse.json({ rows: [example, warned], valid: 1, invalid: 0, examples: 1 })));
    await userEvent.upload(await fileInput(), csvFile(CSV, 'second.csv'));
    const rows = within(await screen.findByRole('table', { name: 'Rows of second.csv' })).getAllByRole('row');
    expect(within(rows[2]).getByText('Valid')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Check: No file at /files/u2.pdf on this site: upload it first, or fix the link.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeEnabled();
  });

  it('checks the file again when the target changes', async () => {
    const { previews } = adminImporting({ previewRows: [valid(1, 'Unit 1')] });
    server.use(http.get('/api/admin/catalog/notes/fourthYear', () => HttpResponse.json({ items: [], next: null, total: 0 })));
    renderApp('/dataa?collection=notes&year=thirdYear');
    await userEvent.upload(await fileInput(), csvFile());
    await screen.findByText('notes.csv: 1 row valid, 0 with errors.');
    await userEvent.selectOptions(screen.getByLabelText('Year'), 'fourthYear');
    expect(await screen.findByText('0 records in notes · Fourth year now.')).toBeInTheDocument();
    await waitFor(() => expect(previews).toHaveLength(2));
    expect(previews[1]).toMatchObject({ collection: 'notes', year: 'fourthYear', content: CSV });
  });

  it('imports a valid file, says so and refreshes the current data', async () => {
    let total = 12;
    const { commits } = adminImporting({ previewRows: [valid(1, 'Unit 1'), valid(2, 'Unit 2')], total: () => total });
    renderApp('/dataa?collection=notes&year=thirdYear');
    await screen.findByText('12 records in notes · Third year now.');
    const json = JSON.stringify([{ title: 'Unit 1' }, { title: 'Unit 2' }]);
    await userEvent.upload(await fileInput(), new File([json], 'notes.JSON', { type: 'application/json' }));
    const button = await screen.findByRole('button', { name: 'Import 2 rows' });
    expect(button).toBeEnabled();
    total = 14;
    await userEvent.click(button);

    expect(await screen.findByText('Imported 2 rows into notes · Third year.')).toBeInTheDocument();
    expect(commits).toEqual([{ collection: 'notes', year: 'thirdYear', format: 'json', content: json }]);
    expect(await screen.findByText('14 records in notes · Third year now.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('a refused import (400 invalid-rows) shows the message and the rows at fault; nothing is imported', async () => {
    adminImporting({ previewRows: [valid(1, 'Unit 1'), valid(2, 'Unit 2')] });
    server.use(
      http.post('/api/admin/import/commit', () =>
        HttpResponse.json(
          {
            error: { code: 'invalid-rows', message: '1 of 2 rows have errors; nothing was imported.' },
            rows: [valid(1, 'Unit 1'), { row: 2, ok: false, error: { code: 'invalid-field', message: 'Enter a valid link.', field: 'downloadUrl' } }],
          },
          { status: 400 },
        ),
      ),
    );
    renderApp('/dataa?collection=notes&year=thirdYear');
    await userEvent.upload(await fileInput(), csvFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Import 2 rows' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('1 of 2 rows have errors; nothing was imported.');
    const rows = within(screen.getByRole('table', { name: 'Rows of notes.csv' })).getAllByRole('row');
    expect(within(rows[2]).getByText('Error in Download link: Enter a valid link.')).toBeInTheDocument();
    expect(screen.getByText('notes.csv: 1 row valid, 1 with errors.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();
    expect(screen.queryByText(/^Imported/)).toBeNull();
  });

  it("shows the server's message for a file it cannot read", async () => {
    adminImporting({ previewRows: [] });
    server.use(
      http.post('/api/admin/import/preview', () => HttpResponse.json({ error: { code: 'invalid-file', message: 'Unknown column "titel".' } }, { status: 400 })),
    );
    renderApp('/dataa?collection=notes&year=thirdYear');
    await userEvent.upload(await fileInput(), csvFile('titel\nx\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not check notes.csv. Unknown column "titel".');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refuses a file over 2 MB (and one that is not CSV or JSON) before sending, and keeps the target', async () => {
    const { previews } = adminImporting({ previewRows: [] });
    server.use(http.get('/api/admin/catalog/previous-year/secondYear', () => HttpResponse.json({ items: [], next: null, total: 3 })));
    renderApp('/dataa?collection=notes&year=thirdYear');
    await userEvent.selectOptions(await screen.findByLabelText('Collection'), 'previous-year');
    await userEvent.selectOptions(screen.getByLabelText('Year'), 'secondYear');
    await screen.findByText('3 records in pyq · Second year now.');

    await userEvent.upload(await fileInput(), csvFile('x'.repeat(2 * 1024 * 1024 + 1), 'papers.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('papers.csv is too large (2.0 MB). Files can be at most 2.0 MB; split it into smaller files.');
    expect(await fileInput()).toHaveAccessibleDescription(/papers\.csv is too large/);

    await userEvent.setup({ applyAccept: false }).upload(await fileInput(), new File(['a'], 'papers.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent('papers.xlsx is not a .csv or .json file. Choose a CSV or JSON file.');

    expect(previews).toHaveLength(0);
    expect(screen.getByLabelText('Collection')).toHaveValue('previous-year');
    expect(screen.getByLabelText('Year')).toHaveValue('secondYear');
  });
});
