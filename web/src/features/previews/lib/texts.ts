// The preview page's words, in one place.
export const pagesText = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;

export const TEXTS = {
  loading: 'Loading the preview…',
  loadFailed: 'Could not load this preview. Check your connection and try again.',
  preparing: 'This file is being prepared for preview — check back in a minute.',
  noPreview: 'No preview for this file.',
  pagesNav: 'Pages of this file',
  pageHeading: (n: number, of: number) => `Page ${n} of ${of}`,
  pageImage: (n: number, title: string) => `Page ${n} of ${title}`,
  pageText: (n: number) => `Text of page ${n}`,
  lockedHeading: (n: number, shown: number) =>
    shown === 0 ? `All ${pagesText(n)} are for buyers` : `The remaining ${n === 1 ? 'page is' : `${n} pages are`} for buyers`,
  lockedMessage: 'Buy it to read the whole file.',
} as const;
