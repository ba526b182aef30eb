import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CERTIFICATE_REMINDERS_QUEUE } from '../../platform/queue/queues.js';
import { AnnounceExpiryDatesHandler } from './announce-expiries/announce-expiry-dates.js';
import { CertificatesExporter } from './privacy/certificates.exporter.js';
import { ExpiryRemindersProcessor } from './reminders/expiry-reminders.processor.js';
import { SendExpiryRemindersHandler } from './reminders/send-expiry-reminders.handler.js';
import { HeldCertificates } from './wallet/held-certificates.js';

/**
 * The certifications module's worker side: the certificate expiry reminders, the wallet's part
 * of 'Download my data', and announcing every wallet's expiry dates once (ADR 0029).
 */
@Module({
  imports: [CqrsModule, BullModule.registerQueue({ name: CERTIFICATE_REMINDERS_QUEUE })],
  providers: [HeldCertificates, SendExpiryRemindersHandler, ExpiryRemindersProcessor, CertificatesExporter, AnnounceExpiryDatesHandler],
})
export class CertificationsWorkerModule {}
