import { safeUrl } from '@/lib/url-safety';

// The file of a bought item: the server serves it to its buyers (and admins) only, so it is
// a plain same-origin link that carries the session cookie.
export function purchaseDownloadPath(courseId: string): string {
  return `/api/purchases/${encodeURIComponent(courseId)}/download`;
}

// A download link from the server's JSON, only when it stays on this site.
export function siteDownloadUrl(raw: unknown): string | null {
  const url = safeUrl(raw);
  return url && !url.external ? url.href : null;
}

// Starts the download of a just-bought file without leaving the page: a hidden frame asks for
// it and the server's Content-Disposition: attachment turns the answer into a download. Should
// the server refuse, its answer stays in the invisible frame; the purchases page still offers
// the link.
export function startDownload(raw: unknown) {
  const href = siteDownloadUrl(raw);
  if (!href) return;
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'Download';
  frame.src = href;
  document.body.appendChild(frame);
  window.setTimeout(() => frame.remove(), 60_000);
}
