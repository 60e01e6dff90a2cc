// The same query and row shape as the C++ CatalogService for one material collection
// (server/src/catalog/catalog_queries.cpp), so both servers answer byte-identical JSON.
export const NOTES_QUERY = `
  SELECT id, title, description, image_label, subject, download_url, file_type
  FROM materials
  WHERE collection = 'notes' AND year = ?
  ORDER BY position, created_at, id`;

// catalog::has_preview (server/src/catalog/previews.cpp): a PDF or ZIP of the site's own
// files can be previewed, and its row says so.
function hasPreview(url) {
  if (!(url.startsWith('/files/') || url.startsWith('/downloads/')) || url.includes('..') || /[?#\\]/.test(url)) return false;
  const lower = url.toLowerCase();
  return lower.endsWith('.pdf') || lower.endsWith('.zip');
}

export function toMaterial(row) {
  const material = {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.image_label,
    subject: row.subject || 'Others',
    downloadUrl: row.download_url,
    fileType: row.file_type,
  };
  if (hasPreview(row.download_url)) material.preview = true;
  return material;
}
