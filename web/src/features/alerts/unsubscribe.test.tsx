import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const INVALID = 'This unsubscribe link is not valid. Turn alerts off in your profile instead.';

// POST /api/alerts/unsubscribe: the tokens it was sent; "good" and "a+b/c=" are valid.
function unsubscribeServer() {
  const tokens: (string | null)[] = [];
  server.use(
    http.post('/api/alerts/unsubscribe', ({ request }) => {
      const token = new URL(request.url).searchParams.get('token');
      tokens.push(token);
      if (token === 'good' || token === 'a+b/c=') return HttpResponse.json({ unsubscribed: true });
      return HttpResponse.json({ error: { code: 'invalid-token', message: INVALID } }, { status: 400 });
    }),
  );
  return tokens;
}

describe('the unsubscribe page of the digest mail', () => {
  it('asks first (nothing is turned off on opening: mail scanners open links), then stops the alert, signed out', async () => {
    const tokens = unsubscribeServer();
    renderApp('/alerts/unsubscribe?token=good');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stop this job alert?' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Stop this job alert | Pathshala'));
    expect(await screen.findByRole('link', { name: 'signup now' })).toBeInTheDocument(); // signed out
    expect(tokens).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Stop this alert' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('This job alert is off. You can turn it on again in your profile.');
    expect(screen.getByRole('heading', { level: 1, name: 'Job alert stopped' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Stop this alert' })).toBeNull();
    await waitFor(() => expect(done).toHaveFocus());
    expect(tokens).toEqual(['good']);
  });

  it('sends the token exactly as the link has it', async () => {
    const tokens = unsubscribeServer();
    renderApp(`/alerts/unsubscribe?token=${encodeURIComponent('a+b/c=')}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop this alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This job alert is off.');
    expect(tokens).toEqual(['a+b/c=']);
  });

  it("shows the server's message for a token it refuses, without a button that cannot work", async () => {
    const tokens = unsubscribeServer();
    renderApp('/alerts/unsubscribe?token=forged');
    await userEvent.click(await screen.findByRole('button', { name: 'Stop this alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByRole('button', { name: 'Stop this alert' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(tokens).toEqual(['forged']);
  });

  it('lets the student try again when the server cannot be reached', async () => {
    const tokens = unsubscribeServer();
    let calls = 0;
    server.use(
      http.post('/api/alerts/unsubscribe', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : undefined;
      }),
    );
    renderApp('/alerts/unsubscribe?token=good');
    await userEvent.click(await screen.findByRole('button', { name: 'Stop this alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach Pathshala.');
    await userEvent.click(screen.getByRole('button', { name: 'Stop this alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This job alert is off.');
    expect(tokens).toEqual(['good']);
  });

  it('says the link is incomplete when it has no token, and sends nothing', async () => {
    const tokens = unsubscribeServer();
    renderApp('/alerts/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not complete.');
    expect(screen.queryByRole('button', { name: 'Stop this alert' })).toBeNull();
    expect(tokens).toEqual([]);
  });
});
