// Whether a paper words a question as its group does, up to letter case, spacing and the
// closing full stop: only a different wording is worth showing under its link.
const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.?]+$/, '')
    .trim();

export function sameWording(a: string, b: string): boolean {
  return normal(a) === normal(b);
}
