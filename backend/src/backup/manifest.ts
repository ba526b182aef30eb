/** What a backup directory holds (manifest.json beside database.dump and objects/). */
export interface BackupManifest {
  format: 1;
  /** When the database snapshot was taken. */
  takenAt: string;
  database: { file: 'database.dump'; bytes: number; seconds: number };
  objects: { count: number; bytes: number; seconds: number; items: Array<{ key: string; contentType: string }>; missing: string[] };
}

export const MANIFEST = 'manifest.json';
export const DATABASE_FILE = 'database.dump';
export const OBJECTS_DIR = 'objects';
