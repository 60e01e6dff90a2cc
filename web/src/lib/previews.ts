// "Inside the papers": where an item's preview page, its page images and its card thumbnail
// are. Shared code because the cards that link to a preview live in several features (catalog's
// materials and papers, commerce's courses) and the page itself is features/previews.
import type { ApiSchemas } from './api-types';
import { ITEM_PAGES, itemPagePath } from './paths';

// material: notes, Quantum, important topics, practical files; paper: a previous-year paper;
// course: a premium course or a Brevi Learning notes card; document: one of the site's own
// files the app links from its pages (lib/site-files).
export type PreviewKind = ApiSchemas['PreviewKind'];

const KINDS: readonly PreviewKind[] = ['material', 'paper', 'course', 'document'];

export function isPreviewKind(value: unknown): value is PreviewKind {
  return KINDS.includes(value as PreviewKind);
}

// The server makes every thumbnail exactly this size (the first page at A4's ratio, padded),
// so the card's box is sized before the image arrives and nothing moves.
export const THUMBNAIL = { width: 240, height: 340 } as const;

const itemPath = (kind: PreviewKind, id: string) => `${kind}/${encodeURIComponent(id)}`;

// The preview page (route /preview/:kind/:id); page: open it at that page (?page=N), as search
// results do.
export function previewPath(kind: PreviewKind, id: string, page?: number): string {
  return `${itemPagePath(ITEM_PAGES.preview, { kind, id })}${page ? `?page=${page}` : ''}`;
}

// GET /api/previews/{kind}/{id}: the preview page's data.
export function previewApiPath(kind: PreviewKind, id: string): string {
  return `/api/previews/${itemPath(kind, id)}`;
}

export function thumbnailUrl(kind: PreviewKind, id: string): string {
  return `${previewApiPath(kind, id)}/thumbnail`;
}
