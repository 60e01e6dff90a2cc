// The words of search results that were found inside a file (issue 27), in one place.
export const TEXTS = {
  // Where in its file a file hit's words are: "Page 2".
  page: (page: number) => `Page ${page}`,
  // A file hit's link on the results page opens its preview at that page: "Open page 2", and
  // for a screen reader also which item (several may be listed).
  openPage: (page: number) => `Open page ${page}`,
  openPageOf: (title: string) => ` of ${title}`,
  // The subject's most asked questions, above its previous-year papers: "Most asked questions in BCS301".
  mostAsked: (code: string) => `Most asked questions in ${code}`,
} as const;
