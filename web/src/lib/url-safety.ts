// Links that come from data (download links, project sites, images) are rendered only when
// they are http(s) URLs or site-relative paths. Anything else — javascript:, data:,
// protocol-relative //host, backslash tricks — is refused.
export type SafeUrl = { href: string; external: boolean };

// Control characters (U+0000–U+001F) and backslashes: browsers drop or reinterpret them in
// URLs, so a link or redirect containing one is refused.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const UNSAFE_URL_CHARS = /[\u0000-\u001f\\]/;

export function safeUrl(raw: unknown): SafeUrl | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || UNSAFE_URL_CHARS.test(value)) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    return { href: value, external: false };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { href: url.href, external: true };
}

// Site-relative links to downloads go straight to the server, not through the app's router.
export function isServerFile(href: string): boolean {
  return href.startsWith('/files/') || href.startsWith('/downloads/') || href === '/courses.json';
}
