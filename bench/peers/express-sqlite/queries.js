// The same query and row shape as the C++ CatalogService for one material collection
// (server/src/catalog/catalog_queries.cpp), so both servers answer byte-identical JSON.
// The reading of each file (file_texts) says whether the card's first page is ready
// (file_text::preview_states: "thumbnail"), or that it has no preview (read and failed).
export const NOTES_QUERY = `
  SELECT m.id, m.title, m.description, m.image_label, m.subject, m.download_url, m.file_type,
         f.state AS reading, f.page_count AS pages
  FROM materials m LEFT JOIN file_texts f ON f.url = m.download_url
  WHERE m.collection = 'notes' AND m.year = ?
  ORDER BY m.position, m.created_at, m.id`;

// catalog::has_preview (server/src/catalog/previews.cpp): a PDF or ZIP of the site's own
// files can be previewed, and its row says so.
function hasPreview(url) {
  if (
    !(url.startsWith("/files/") || url.startsWith("/downloads/")) ||
    url.includes("..") ||
    /[?#\\]/.test(url)
  )
    return false;
  const lower = url.toLowerCase();
  return lower.endsWith(".pdf") || lower.endsWith(".zip");
}

export function toMaterial(row) {
  const material = {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.image_label,
    subject: row.subject || "Others",
    downloadUrl: row.download_url,
    fileType: row.file_type,
  };
  if (hasPreview(row.download_url)) {
    const read = row.reading === "done" && row.pages > 0;
    const failed =
      row.reading === "failed" || (row.reading === "done" && row.pages === 0);
    if (!failed) material.preview = true;
    if (read) material.thumbnail = true;
  }
  return material;
}
