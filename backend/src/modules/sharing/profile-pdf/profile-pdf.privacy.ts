import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ErasedPerson, Eraser, type PersonalDataEraser } from '../../../platform/privacy/erasure.js';
import { type ExportedPerson, Exporter, type PersonalDataExporter } from '../../../platform/privacy/data-export.js';
import { ObjectStorage } from '../../../platform/storage/object-storage.js';

/** 'Download my data' (ADR 0023): when each profile PDF was asked for and built; the file itself is a copy of the profile, already in the export. */
@Injectable()
@Exporter('profilePdfs')
export class ProfilePdfsExporter implements PersonalDataExporter {
  export(em: EntityManager, { userId }: ExportedPerson) {
    return em.execute(
      `select id, status, page_count as "pageCount", byte_size as "byteSize", share_link_id as "shareLinkId", object_key is not null as "fileKept",
              created_at as "createdAt", ready_at as "readyAt"
       from profile_pdfs where user_id = ? order by created_at, id`,
      [userId],
    );
  }
}

/** Account deletion (ADR 0019): the person's profile PDFs go, rows (with any snapshot) and files. */
@Injectable()
@Eraser('sharing-profile-pdfs')
export class ProfilePdfsEraser implements PersonalDataEraser {
  constructor(private readonly storage: ObjectStorage) {}

  async erase(em: EntityManager, person: ErasedPerson) {
    const rows = await em.execute<Array<{ object_key: string | null }>>('delete from profile_pdfs where user_id = ? returning object_key', [person.userId]);
    const files = rows.flatMap((row) => (row.object_key ? [row.object_key] : []));
    // The files once the deletion has committed.
    return {
      afterCommit: async () => {
        for (const key of files) await this.storage.delete(key);
      },
    };
  }
}
