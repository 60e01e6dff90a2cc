import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs, testUser } from '@/testing/auth';

// A promise the test resolves, to hold the upload's answer back while the progress shows.
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('upload field', () => {
  it('uploads the chosen file with the CSRF token, shows progress, then the result, and fills the link', async () => {
    const hold = gate();
    const seen: { token: string | null; type: string | null; size?: number }[] = [];
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.post('/api/admin/files', async ({ request }) => {
        const form = await request.formData();
        // (jsdom's XMLHttpRequest loses the part's file name on its way to MSW; browsers send it.)
        const file = form.get('file') as Blob | null;
        seen.push({ token: request.headers.get('X-CSRF-Token'), type: request.headers.get('Content-Type'), size: file?.size });
        await hold.opened;
        return HttpResponse.json({ url: '/files/uploads/abc123.pdf', size: 2048, sha256: 'abc123', contentType: 'application/pdf' }, { status: 201 });
      }),
    );
    renderApp('/admin');
    const form = await screen.findByRole('form', { name: 'Add to notes' });
    const file = new File(['%PDF-1.7 '.padEnd(2048, 'x')], 'unit1.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(form).getByLabelText('Upload a file for Download link'), file);

    const progress = await within(form).findByRole('progressbar', { name: 'Uploading unit1.pdf' });
    expect(progress).toHaveAttribute('max', '100');
    expect(within(form).getByText(/Uploading unit1\.pdf… \d+%/)).toBeInTheDocument();
    // The link is not there yet: the form waits for it.
    expect(within(form).getByRole('button', { name: 'Add record' })).toBeDisabled();
    hold.open();

    expect(await within(form).findByText('Uploaded unit1.pdf (2.0 KB)')).toBeInTheDocument();
    expect(within(form).queryByRole('progressbar')).toBeNull();
    expect(within(form).getByLabelText('Download link')).toHaveValue('/files/uploads/abc123.pdf');
    expect(within(form).getByRole('button', { name: 'Add record' })).toBeEnabled();
    expect(within(form).queryByRole('img')).toBeNull();
    expect(seen).toEqual([{ token: 'csrf-visitor', type: expect.stringMatching(/^multipart\/form-data; boundary=/), size: 2048 }]);
  });

  it('shows an image preview for an uploaded image', async () => {
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.post('/api/admin/files', () =>
        HttpResponse.json({ url: '/files/uploads/ff00.png', size: 3 * 1024 * 1024, sha256: 'ff00', contentType: 'image/png' }, { status: 201 }),
      ),
    );
    renderApp('/admin?tab=premiumCourses');
    const form = await screen.findByRole('form', { name: 'Add to premiumCourses' });
    await userEvent.upload(within(form).getByLabelText('Upload a file for Image'), new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(await within(form).findByRole('img', { name: 'Preview of cover.png' })).toHaveAttribute('src', '/files/uploads/ff00.png');
    expect(within(form).getByText('Uploaded cover.png (3.0 MB)')).toBeInTheDocument();
    expect(within(form).getByLabelText('Image')).toHaveValue('/files/uploads/ff00.png');
  });

  it("names the refused file with the server's message, and leaves the link as it was", async () => {
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.post('/api/admin/files', () =>
        HttpResponse.json({ error: { code: 'unsupported-media-type', message: 'Only PDF, ZIP and image files can be uploaded.' } }, { status: 415 }),
      ),
    );
    renderApp('/admin');
    const form = await screen.findByRole('form', { name: 'Add to notes' });
    await userEvent.type(within(form).getByLabelText('Download link'), '/files/old.pdf');
    await userEvent.upload(within(form).getByLabelText('Upload a file for Download link'), new File(['MZ'], 'tool.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^tool\.pdf: Only PDF, ZIP and image files can be uploaded\.$/);
    expect(within(form).getByLabelText('Download link')).toHaveValue('/files/old.pdf');
  });

  it('takes a fresh CSRF token and retries once when the token was replaced', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/auth/csrf', () => HttpResponse.json({ csrfToken: `csrf-${tokens.length}` })),
      http.post('/api/admin/files', ({ request }) => {
        tokens.push(request.headers.get('X-CSRF-Token'));
        return tokens.length === 1
          ? HttpResponse.json({ error: { code: 'csrf-token-invalid', message: 'Expired.' } }, { status: 403 })
          : HttpResponse.json({ url: '/files/uploads/a.zip', size: 10, sha256: 'a', contentType: 'application/zip' }, { status: 201 });
      }),
    );
    renderApp('/admin');
    const form = await screen.findByRole('form', { name: 'Add to notes' });
    await userEvent.upload(within(form).getByLabelText('Upload a file for Download link'), new File(['PK'], 'code.zip', { type: 'application/zip' }));
    await waitFor(() => expect(within(form).getByLabelText('Download link')).toHaveValue('/files/uploads/a.zip'));
    expect(tokens).toEqual(['csrf-0', 'csrf-1']);
  });
});

const GB = 1024 * 1024 * 1024;

// GET /api/admin/files/usage answering each of `answers` in turn (the last one again after),
// counting the requests.
function usageAnswers(...answers: (() => Response | Promise<Response>)[]) {
  const seen = { requests: 0 };
  server.use(
    http.get('/api/admin/files/usage', () => {
      const answer = answers[Math.min(seen.requests, answers.length - 1)];
      seen.requests += 1;
      return answer();
    }),
  );
  return seen;
}
// The server answers whole bytes.
const usage =
  (usedBytes: number, quotaBytes = 20 * GB) =>
  () =>
    HttpResponse.json({ usedBytes: Math.round(usedBytes), quotaBytes });

describe('upload space', () => {
  it('shows how much of the upload space is used above a form that uploads, and asks again after an upload', async () => {
    const seen = usageAnswers(usage(1.2 * GB), usage(1.5 * GB));
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.post('/api/admin/files', () =>
        HttpResponse.json({ url: '/files/uploads/abc.pdf', size: 300 * 1024 * 1024, sha256: 'abc', contentType: 'application/pdf' }, { status: 201 }),
      ),
    );
    renderApp('/admin');
    const form = await screen.findByRole('form', { name: 'Add to notes' });
    const meter = await within(form).findByRole('meter', { name: 'Upload space: 1.2 GB of 20.0 GB used' });
    expect(meter).toHaveAttribute('max', String(20 * GB));
    expect(meter).toHaveAttribute('value', String(Math.round(1.2 * GB)));
    expect(within(form).getByText('Upload space: 1.2 GB of 20.0 GB used')).toHaveAttribute('role', 'status');

    await userEvent.upload(within(form).getByLabelText('Upload a file for Download link'), new File(['%PDF-1.7'], 'big.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText('Uploaded big.pdf (300.0 MB)')).toBeInTheDocument();
    expect(await within(form).findByRole('meter', { name: 'Upload space: 1.5 GB of 20.0 GB used' })).toHaveAttribute('value', String(Math.round(1.5 * GB)));
    expect(seen.requests).toBe(2);
  });

  it('says it is loading, and a failure to load is a short note that blocks nothing', async () => {
    const hold = gate();
    usageAnswers(
      async () => {
        await hold.opened;
        return HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 });
      },
      usage(512 * 1024 * 1024),
    );
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.post('/api/admin/files', () =>
        HttpResponse.json({ url: '/files/uploads/a.zip', size: 10, sha256: 'a', contentType: 'application/zip' }, { status: 201 }),
      ),
    );
    renderApp('/admin');
    const form = await screen.findByRole('form', { name: 'Add to notes' });
    expect(await within(form).findByText('Loading the upload space…')).toHaveAttribute('role', 'status');
    hold.open();
    expect(await within(form).findByText('Could not load how much upload space is used.')).toBeInTheDocument();
    expect(within(form).queryByRole('meter')).toBeNull();
    expect(within(form).queryByRole('alert')).toBeNull(); // not the form's error
    expect(within(form).getByRole('button', { name: 'Add record' })).toBeEnabled();

    // Uploading still works, and asks again.
    await userEvent.upload(within(form).getByLabelText('Upload a file for Download link'), new File(['PK'], 'code.zip', { type: 'application/zip' }));
    await waitFor(() => expect(within(form).getByLabelText('Download link')).toHaveValue('/files/uploads/a.zip'));
    expect(await within(form).findByRole('meter', { name: 'Upload space: 512.0 MB of 20.0 GB used' })).toBeInTheDocument();
  });

  it('Retry asks again after a failure', async () => {
    usageAnswers(() => HttpResponse.error(), usage(0));
    server.use(signedInAs(testUser({ role: 'admin' })));
    renderApp('/admin');
    const form = await screen.findByRole('form', { name: 'Add to notes' });
    await userEvent.click(await within(form).findByRole('button', { name: 'Retry' }));
    expect(await within(form).findByRole('meter', { name: 'Upload space: 0 B of 20.0 GB used' })).toBeInTheDocument();
  });

  it('is not shown on a form without uploads', async () => {
    const seen = usageAnswers(usage(GB));
    server.use(signedInAs(testUser({ role: 'admin' })));
    renderApp('/admin?tab=jobs');
    const form = await screen.findByRole('form', { name: 'Add to jobs' });
    expect(within(form).queryByText(/Upload space/)).toBeNull();
    expect(within(form).queryByRole('meter')).toBeNull();
    expect(seen.requests).toBe(0);
  });

  it("shows the server's message when the upload space is full, and asks for the space again", async () => {
    const full = 'The space for uploads is full (20480.0 MB of 20480.0 MB used). Delete records whose files are no longer needed, or raise --upload-quota-mb.';
    const seen = usageAnswers(usage(19.9 * GB), usage(20 * GB));
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.post('/api/admin/files', () => HttpResponse.json({ error: { code: 'upload-space-full', message: full } }, { status: 413 })),
    );
    renderApp('/admin');
    const form = await screen.findByRole('form', { name: 'Add to notes' });
    await within(form).findByRole('meter', { name: 'Upload space: 19.9 GB of 20.0 GB used' });
    await userEvent.type(within(form).getByLabelText('Download link'), '/files/old.pdf');
    await userEvent.upload(within(form).getByLabelText('Upload a file for Download link'), new File(['%PDF-1.7'], 'unit2.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(`unit2.pdf: ${full}`);
    expect(within(form).getByLabelText('Download link')).toHaveValue('/files/old.pdf');
    expect(await within(form).findByRole('meter', { name: 'Upload space: 20.0 GB of 20.0 GB used' })).toBeInTheDocument();
    expect(seen.requests).toBe(2);
  });
});
