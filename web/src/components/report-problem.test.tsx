import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const papers = [
  { id: 'p1', title: 'BAS101 Physics (2023-24)', downloadUrl: '/files/p1.pdf', subject: 'Engineering Physics', index: 1 },
  { id: 'p2', title: 'BAS101 Physics (2022-23)', downloadUrl: '/files/p2.pdf', subject: 'Engineering Physics', index: 2 },
];
const papersPage = () => http.get('/api/catalog/previous-year/firstYear', () => HttpResponse.json({ items: papers }));

// POST /api/reports answered by `answer`; every body and CSRF header it got is kept.
function reportsServer(answer: (body: Record<string, unknown>) => Response = () => HttpResponse.json({ received: true }, { status: 201 })) {
  const bodies: Record<string, unknown>[] = [];
  const tokens: (string | null)[] = [];
  server.use(
    papersPage(),
    http.post('/api/reports', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      tokens.push(request.headers.get('X-CSRF-Token'));
      return answer(body);
    }),
  );
  return { bodies, tokens };
}

async function openDialog(title = papers[0].title) {
  renderApp('/pyq/First-year');
  const button = await screen.findByRole('button', { name: `Report a problem: ${title}` });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
  return { button, dialog: within(dialog), element: dialog };
}

describe('Report a problem', () => {
  it('sends the kind, id, reason, details and the empty honeypot, then thanks the visitor', async () => {
    const sent = reportsServer();
    const { dialog } = await openDialog();
    expect(dialog.getByText(papers[0].title)).toBeInTheDocument();
    // The honeypot is there, named website, out of reach.
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();

    await userEvent.click(dialog.getByRole('radio', { name: 'Wrong file' }));
    const details = dialog.getByRole('textbox', { name: 'What is wrong? (optional; needed for Other)' });
    await userEvent.type(details, 'It is the 2021 paper');
    expect(dialog.getByText('20 / 1000 characters')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await dialog.findByText('Thank you. An admin will look at it.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(sent.bodies).toEqual([{ kind: 'paper', id: 'p1', reason: 'wrong-file', details: 'It is the 2021 paper', website: '' }]);
    expect(sent.tokens).toEqual(['csrf-visitor']);
  });

  it('works signed in too', async () => {
    server.use(signedInAs());
    const sent = reportsServer();
    const { dialog } = await openDialog(papers[1].title);
    await userEvent.click(dialog.getByRole('radio', { name: 'Broken link' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Thank you. An admin will look at it.')).toBeInTheDocument();
    expect(sent.bodies).toEqual([{ kind: 'paper', id: 'p2', reason: 'broken-link', website: '' }]);
  });

  it("shows the server's error at the details field for Other without details", async () => {
    const sent = reportsServer((body) =>
      body.reason === 'other' && !body.details
        ? HttpResponse.json({ error: { code: 'invalid-field', message: 'Say what is wrong.', field: 'details' } }, { status: 400 })
        : HttpResponse.json({ received: true }, { status: 201 }),
    );
    const { dialog } = await openDialog();
    await userEvent.click(dialog.getByRole('radio', { name: 'Other' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));

    const details = dialog.getByRole('textbox', { name: 'What is wrong? (optional; needed for Other)' });
    await waitFor(() => expect(details).toHaveAttribute('aria-invalid', 'true'));
    expect(details).toHaveAccessibleDescription(/Say what is wrong\./);
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(dialog.queryByText('Thank you. An admin will look at it.')).toBeNull();
    expect(sent.bodies).toEqual([{ kind: 'paper', id: 'p1', reason: 'other', website: '' }]);
  });

  it('says when there were too many reports, and keeps the form', async () => {
    reportsServer(() =>
      HttpResponse.json({ error: { code: 'too-many-reports', message: 'Too many reports from here. Please try again in an hour.' } }, { status: 429 }),
    );
    const { dialog } = await openDialog();
    await userEvent.click(dialog.getByRole('radio', { name: 'Copyright' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Too many reports from here. Please try again in an hour.');
    expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says when the network fails', async () => {
    server.use(
      papersPage(),
      http.post('/api/reports', () => HttpResponse.error()),
    );
    const { dialog } = await openDialog();
    await userEvent.click(dialog.getByRole('radio', { name: 'Wrong file' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(/Could not reach Pathshala/);
  });

  it('asks for a reason before sending anything', async () => {
    const sent = reportsServer();
    const { dialog } = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Choose what is wrong.')).toBeInTheDocument();
    expect(sent.bodies).toEqual([]);
  });

  it('closes on Escape and on Cancel, giving focus back to the button, and keeps Tab inside', async () => {
    reportsServer();
    const { button, dialog } = await openDialog();
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'Broken link' })).toHaveFocus());
    // Shift+Tab from the first control goes round to the last one (Send), not out of the dialog.
    await userEvent.tab({ shift: true });
    expect(dialog.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.tab();
    expect(dialog.getByRole('radio', { name: 'Broken link' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();

    await userEvent.click(button);
    const again = within(await screen.findByRole('dialog', { name: 'Report a problem' }));
    await userEvent.click(again.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });
});
