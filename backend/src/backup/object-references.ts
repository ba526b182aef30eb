/**
 * Every column that names an object in the object store, with the content type to put it back
 * with. The backup copies exactly these objects; a module that starts storing objects under a
 * new column adds it here (the restore drill fails for a wallet scan or photo it cannot find).
 */
export const OBJECT_REFERENCES: ReadonlyArray<{ what: string; sql: string }> = [
  // Profile photos: the upload's id is the key; only uploads that arrived hold bytes.
  { what: 'profile photos', sql: "select id::text as key, content_type from object_uploads where used_at is not null" },
  { what: 'certificate scans', sql: 'select scan_key as key, scan_content_type as content_type from certificate_details where scan_key is not null' },
  { what: 'verification reports', sql: "select pdf_key as key, 'application/pdf' as content_type from verification_reports where pdf_key is not null" },
  { what: 'profile PDFs', sql: "select object_key as key, 'application/pdf' as content_type from profile_pdfs where object_key is not null" },
  { what: 'data exports', sql: "select object_key as key, 'application/json' as content_type from data_exports where object_key is not null" },
];

export const OBJECT_REFERENCES_SQL = OBJECT_REFERENCES.map((r) => r.sql).join(' union ');
