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

  it("shows the server's message when the file is refused, and leaves the link as it was", async () => {
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
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only PDF, ZIP and image files can be uploaded.');
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
