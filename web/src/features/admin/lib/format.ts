// A file size for people: 512 B, 12.3 KB, 4.5 MB, 1.2 GB.
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
}

// When an audit entry happened, in the admin's locale.
export function formatTime(epochMs: number): string {
  return new Date(epochMs).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
}

// A record's field as a table cell shows it.
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
