import { describe, expect, it } from 'vitest';
import { isServerFile, safeUrl } from './url-safety';

describe('safeUrl', () => {
  it('accepts http(s) and site-relative links', () => {
    expect(safeUrl('https://example.org/a.pdf')).toEqual({ href: 'https://example.org/a.pdf', external: true });
    expect(safeUrl('http://example.org')).toEqual({ href: 'http://example.org/', external: true });
    expect(safeUrl('/files/notes/a.pdf')).toEqual({ href: '/files/notes/a.pdf', external: false });
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/x',
    '/\\evil.example',
    'files/relative.pdf',
    'ftp://example.org/file',
    '',
    '   ',
    'java\tscript:alert(1)',
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    expect(safeUrl(undefined)).toBeNull();
    expect(safeUrl(42)).toBeNull();
  });

  it('knows which links go straight to the server', () => {
    expect(isServerFile('/files/a.pdf')).toBe(true);
    expect(isServerFile('/downloads/pyq-bundle.zip')).toBe(true);
    expect(isServerFile('/pyq/First-year')).toBe(false);
  });
});
