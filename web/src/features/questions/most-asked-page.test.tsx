import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { QuestionGroup, QuestionOccurrence, RepeatedQuestions } from './api/types';

const POSTFIX = 'Convert the infix expression A + (B * C - (D / E ^ F) * G) * H into postfix form.';
const STACK = 'What is a stack? Write its PUSH and POP algorithms.';

const paperOf = (session: string) => ({ paperId: `ds-${session}`, paperTitle: `BCS301 Data Structure (${session})` });

const at = (session: string, page: number, number: string, text: string): QuestionOccurrence => ({ ...paperOf(session), session, page, number, text });

const postfix: QuestionGroup = {
  text: POSTFIX,
  count: 3,
  sessions: ['2023-24', '2022-23', '2021-22'],
  occurrences: [
    at('2023-24', 1, '2(b)', POSTFIX),
    at('2022-23', 2, '3(a)', 'Convert the infix expression  A + (B * C - (D / E ^ F) * G) * H into postfix form'),
    at('2021-22', 1, '1(c)', 'Write the postfix form of A + (B * C - (D / E ^ F) * G) * H.'),
  ],
};

const stack: QuestionGroup = {
  text: STACK,
  count: 2,
  sessions: ['2023-24', '2021-22'],
  occurrences: [at('2023-24', 2, '4(a)', STACK), at('2021-22', 2, '', STACK)],
};

const subject = (extra: Partial<RepeatedQuestions> = {}): RepeatedQuestions => ({
  code: 'BCS301',
  subject: 'Data Structure',
  year: 'secondYear',
  papers: 3,
  pending: 0,
  sessions: ['2023-24', '2022-23', '2021-22'],
  groups: [postfix, stack],
  ...extra,
});

// GET /api/subjects/{code}/repeated-questions answering this subject under its code in capitals
// (404 for any other), keeping the codes asked for.
function repeatedQuestions(answer: RepeatedQuestions | null) {
  const asked: string[] = [];
  server.use(
    http.get('/api/subjects/:code/repeated-questions', ({ params }) => {
      asked.push(String(params.code));
      return answer && params.code === answer.code
        ? HttpResponse.json(answer)
        : HttpResponse.json({ error: { code: 'not-found', message: 'No previous-year papers of this subject.' } }, { status: 404 });
    }),
  );
  return asked;
}

// A promise the test resolves, to hold an answer back while the page shows it is loading.
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const questions = () => screen.getByRole('list', { name: 'Questions asked in more than one paper, most asked first' });

describe('the most asked questions page', () => {
  it('lists the questions asked again, most asked first, with their count, sessions and a link to each page of the papers that asked them', async () => {
    const asked = repeatedQuestions(subject());
    renderApp('/most-asked/bcs301');
    expect(await screen.findByRole('heading', { level: 1, name: 'Most asked questions' })).toBeInTheDocument();
    expect(screen.getByText('BCS301 Data Structure')).toBeInTheDocument();
    expect(screen.getByText('From 3 previous-year papers: 2023-24, 2022-23, 2021-22')).toBeInTheDocument();
    expect(screen.queryByText(/still being read/)).toBeNull();
    // Whatever the letter case in the address, the code is asked for in capitals.
    expect(asked).toEqual(['BCS301']);
    await waitFor(() => expect(document.title).toBe('Most asked questions — BCS301 Data Structure | Pathshala'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The questions AKTU asked again and again in BCS301 Data Structure, from 3 previous-year papers (2021-22 to 2023-24).',
    );

    // An ordered list, in the server's order, each question a heading of its own.
    const items = within(questions()).getAllByRole('listitem', { name: /./ });
    expect(items.map((li) => li.getAttribute('aria-labelledby'))).toEqual(['question-1', 'question-2']);
    expect(
      within(questions())
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([POSTFIX, STACK]);

    const first = screen.getByRole('listitem', { name: POSTFIX });
    expect(within(first).getByText('Asked 3 times')).toBeInTheDocument();
    expect(within(first).getByText('In 2023-24, 2022-23, 2021-22')).toBeInTheDocument();
    const where = within(first).getByRole('list', { name: 'Where it was asked' });
    // Each link says the session, number and page, and (for a screen reader) the paper.
    expect(
      within(where)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['2023-24, Q2(b), page 1 of BCS301 Data Structure (2023-24)', '/preview/paper/ds-2023-24?page=1'],
      ['2022-23, Q3(a), page 2 of BCS301 Data Structure (2022-23)', '/preview/paper/ds-2022-23?page=2'],
      ['2021-22, Q1(c), page 1 of BCS301 Data Structure (2021-22)', '/preview/paper/ds-2021-22?page=1'],
    ]);
    expect(within(where).getByRole('link', { name: '2023-24, Q2(b), page 1 of BCS301 Data Structure (2023-24)' })).toBeInTheDocument();
    // A paper's own wording shows only where it differs (not for spacing or a full stop).
    expect(within(where).getAllByText(/postfix/)).toHaveLength(1);
    expect(within(where).getByText('Write the postfix form of A + (B * C - (D / E ^ F) * G) * H.')).toBeInTheDocument();

    const second = screen.getByRole('listitem', { name: STACK });
    expect(within(second).getByText('Asked 2 times')).toBeInTheDocument();
    expect(within(second).getByText('In 2023-24, 2021-22')).toBeInTheDocument();
    // A question without a printed number: session and page only.
    expect(within(second).getByRole('link', { name: '2021-22, page 2 of BCS301 Data Structure (2021-22)' })).toHaveAttribute(
      'href',
      '/preview/paper/ds-2021-22?page=2',
    );
  });

  it("an occurrence's link opens the paper's preview at that page", async () => {
    repeatedQuestions(subject());
    server.use(http.get('/api/previews/:kind/:id', () => new Promise<never>(() => {})));
    const { router } = renderApp('/most-asked/BCS301');
    await userEvent.click(await screen.findByRole('link', { name: '2022-23, Q3(a), page 2 of BCS301 Data Structure (2022-23)' }));
    expect(router.state.location.pathname).toBe('/preview/paper/ds-2022-23');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says how many papers are still being read, their questions not counted yet', async () => {
    repeatedQuestions(subject({ papers: 2, pending: 1, sessions: ['2023-24', '2022-23'], groups: [stack] }));
    renderApp('/most-asked/BCS301');
    expect(await screen.findByText('From 2 previous-year papers: 2023-24, 2022-23')).toBeInTheDocument();
    expect(screen.getByText('1 more paper is still being read — its questions are not counted yet.')).toBeInTheDocument();
    expect(
      within(questions())
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([STACK]);
  });

  it('with nothing asked twice yet, says so and leads back to the year of its papers', async () => {
    repeatedQuestions(subject({ papers: 0, pending: 2, sessions: [], groups: [] }));
    renderApp('/most-asked/BCS301');
    expect(await screen.findByText('No question has come back across these papers yet.')).toBeInTheDocument();
    expect(screen.getByText('2 papers are still being read — their questions are not counted yet.')).toBeInTheDocument();
    expect(screen.queryByText(/^From /)).toBeNull();
    expect(screen.getByRole('link', { name: 'See all second-year papers' })).toHaveAttribute('href', '/pyq/Second-year');
    expect(screen.queryByRole('list', { name: /Questions asked/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Most asked questions — BCS301 Data Structure | Pathshala'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The questions AKTU asked again and again in BCS301 Data Structure, from its previous-year papers.',
    );
  });

  it("is the app's not-found page for a code with no previous-year papers (404)", async () => {
    const asked = repeatedQuestions(null);
    renderApp('/most-asked/XYZ999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Pathshala'));
    expect(asked).toEqual(['XYZ999']);
  });

  it('shows a skeleton while it loads, and Retry when it cannot be loaded', async () => {
    let fail = true;
    const hold = gate();
    server.use(
      http.get('/api/subjects/:code/repeated-questions', async () => {
        await hold.opened;
        return fail ? HttpResponse.json({ error: { code: 'unavailable', message: 'Busy.' } }, { status: 503 }) : HttpResponse.json(subject());
      }),
    );
    renderApp('/most-asked/BCS301');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the most asked questions…');
    hold.open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the most asked questions. Check your connection and try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Most asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: POSTFIX })).toBeInTheDocument();
  });
});
