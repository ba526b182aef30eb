import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ErasedPerson, Eraser, type PersonalDataEraser } from '../../../platform/privacy/erasure.js';
import { ObjectStorage } from '../../../platform/storage/object-storage.js';

/**
 * Account deletion (ADR 0019) and verification reports. About the person: the report stays
 * (its hash still verifies a copy someone holds) but their name, the snapshot and the file go.
 * Ordered by the person: the rows go with the account (foreign key), and so do their files.
 */
@Injectable()
@Eraser('billing-verification-reports')
export class VerificationReportsEraser implements PersonalDataEraser {
  constructor(private readonly storage: ObjectStorage) {}

  async erase(em: EntityManager, person: ErasedPerson) {
    const rows = await em.execute<Array<{ pdf_key: string | null }>>(
      'select pdf_key from verification_reports where crew_id = ? or employer_id = ? for update',
      [person.userId, person.userId],
    );
    await em.execute('update verification_reports set crew_name = null, snapshot = null, pdf_key = null, crew_id = null where crew_id = ?', [person.userId]);
    const files = rows.flatMap((row) => (row.pdf_key ? [row.pdf_key] : []));
    // The files once the deletion has committed.
    return {
      afterCommit: async () => {
        for (const key of files) await this.storage.delete(key);
      },
    };
  }
}
