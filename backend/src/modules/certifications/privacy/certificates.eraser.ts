import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ErasedPerson, Eraser, type PersonalDataEraser } from '../../../platform/privacy/erasure.js';
import { ObjectStorage } from '../../../platform/storage/object-storage.js';

/**
 * Account deletion (ADR 0019) and the certificate wallet: the details, settings and sent
 * reminders go in the deletion's transaction (the foreign keys would take them with the
 * account anyway); the scan files go once every module's part has run.
 */
@Injectable()
@Eraser('certifications-wallet')
export class CertificatesEraser implements PersonalDataEraser {
  constructor(private readonly storage: ObjectStorage) {}

  async erase(em: EntityManager, person: ErasedPerson) {
    const rows = await em.execute<Array<{ scan_key: string | null }>>('delete from certificate_details where user_id = ? returning scan_key', [person.userId]);
    await em.execute('delete from certificate_reminders where user_id = ?', [person.userId]);
    await em.execute('delete from certificate_settings where user_id = ?', [person.userId]);
    const files = rows.flatMap((row) => (row.scan_key ? [row.scan_key] : []));
    return {
      afterCommit: async () => {
        for (const key of files) await this.storage.delete(key);
      },
    };
  }
}
