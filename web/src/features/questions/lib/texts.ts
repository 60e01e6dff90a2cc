// The most asked questions page's words, in one place.
const papersText = (n: number) => `${n} previous-year ${n === 1 ? 'paper' : 'papers'}`;

export const TEXTS = {
  heading: 'Most asked questions',
  loading: 'Loading the most asked questions…',
  loadFailed: 'Could not load the most asked questions. Check your connection and try again.',
  // Which papers the list comes from: "From 3 previous-year papers: 2023-24, 2022-23, 2021-22".
  readFrom: (papers: number, sessions: string[]) => `From ${papersText(papers)}${sessions.length ? `: ${sessions.join(', ')}` : ''}`,
  // Papers not read yet: their questions are missing from the list until they are.
  pending: (pending: number, read: number) =>
    `${pending} ${read > 0 ? 'more ' : ''}${pending === 1 ? 'paper is' : 'papers are'} still being read — ${pending === 1 ? 'its' : 'their'} questions are not counted yet.`,
  listLabel: 'Questions asked in more than one paper, most asked first',
  askedTimes: (count: number) => `Asked ${count} times`,
  askedIn: (sessions: string[]) => `In ${sessions.join(', ')}`,
  occurrencesLabel: 'Where it was asked',
  // An occurrence's link: "2023-24, Q2(b), page 1", and for a screen reader which paper it is.
  occurrence: (session: string, number: string, page: number) => [session, number ? `Q${number}` : null, `page ${page}`].filter(Boolean).join(', '),
  occurrencePaper: (title: string) => ` of ${title}`,
  wordedAs: 'Worded there as:',
  empty: 'No question has come back across these papers yet.',
  backToPapers: (yearLabel: string) => `See all ${yearLabel.toLowerCase()}-year papers`,
} as const;
