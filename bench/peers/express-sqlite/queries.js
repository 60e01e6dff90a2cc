// The same query and row shape as the C++ CatalogService for one material collection
// (server/src/catalog/catalog_queries.cpp), so both servers answer byte-identical JSON.
export const NOTES_QUERY = `
  SELECT id, title, description, image_label, subject, download_url, file_type
  FROM materials
  WHERE collection = 'notes' AND year = ?
  ORDER BY position, created_at, id`;

export function toMaterial(row) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.image_label,
    subject: row.subject || 'Others',
    downloadUrl: row.download_url,
    fileType: row.file_type,
  };
}
