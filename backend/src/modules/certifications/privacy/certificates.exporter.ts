import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ExportedPerson, Exporter, type PersonalDataExporter } from '../../../platform/privacy/data-export.js';

/**
 * The certificate wallet's part of 'Download my data' (ADR 0023): every detail the person
 * recorded (the number in full: it is theirs), what is known of each scan (not the file), the
 * reminders sent and the reminder setting.
 */
@Injectable()
@Exporter('certificates')
export class CertificatesExporter implements PersonalDataExporter {
  async export(em: EntityManager, { userId }: ExportedPerson) {
    const [details, reminders, settings] = await Promise.all([
      em.execute(
        `select certificate_key as "key", number, authority, to_char(issue_date, 'YYYY-MM-DD') as "issueDate", to_char(expiry_date, 'YYYY-MM-DD') as "expiryDate",
                case when scan_key is null then null
                     else json_build_object('contentType', scan_content_type, 'size', scan_size, 'uploadedAt', scan_uploaded_at) end as "scan",
                created_at as "createdAt", updated_at as "updatedAt"
         from certificate_details where user_id = ? order by certificate_key`,
        [userId],
      ),
      em.execute(
        `select certificate_key as "key", to_char(expiry_date, 'YYYY-MM-DD') as "expiryDate", threshold as "daysBefore", sent_at as "sentAt"
         from certificate_reminders where user_id = ? order by sent_at, id`,
        [userId],
      ),
      em.execute<Array<{ expiryReminders: boolean }>>(`select expiry_reminders as "expiryReminders" from certificate_settings where user_id = ?`, [userId]),
    ]);
    return { details, remindersSent: reminders, expiryReminders: settings[0]?.expiryReminders ?? true };
  }
}
