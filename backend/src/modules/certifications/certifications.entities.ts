import { CertificateReminder } from './reminders/certificate-reminder.entity.js';
import { CertificateDetail } from './wallet/certificate-detail.entity.js';
import { CertificateSettings } from './wallet/certificate-settings.entity.js';

/** The certifications module's persisted entities (composed into one schema in src/entities.ts). */
export const certificationsEntities = [CertificateDetail, CertificateSettings, CertificateReminder];
