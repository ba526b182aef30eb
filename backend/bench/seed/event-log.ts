import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { IntegrationEvent } from '../../src/platform/events/integration-event.js';
import { sealedPayload } from '../../src/platform/events/integration-events.js';
import { Sealer } from '../../src/platform/privacy/personal-data.js';

const BATCH = 2000;

/**
 * Appends integration events to the log in bulk, each sealed exactly as IntegrationEvents.publish
 * seals it (a fresh key per event and person, stored with it). No outbox rows: the seed's events
 * count as delivered long ago, and the subscribers' tables are then built from the log by their
 * replay (read-models.ts), whose watermark says so.
 */
export class EventLogWriter {
  written = 0;
  private pending: Array<{ event: IntegrationEvent; at: Date }> = [];

  constructor(private readonly db: pg.Client) {}

  async add(event: IntegrationEvent, at: Date = new Date()): Promise<void> {
    this.pending.push({ event, at });
    if (this.pending.length >= BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    const batch = this.pending.splice(0);
    if (batch.length === 0) return;
    const keys: Sealer['keys'] = [];
    const payloads = batch.map(({ event }) => {
      const sealer = new Sealer();
      const payload = sealedPayload(sealer, event.payload, event.personal ?? []);
      keys.push(...sealer.keys);
      return JSON.stringify(payload);
    });
    await this.db.query(
      `with keys as (insert into personal_data_keys (id, subject, key) select * from unnest($1::uuid[], $2::text[], $3::bytea[]))
       insert into integration_events (event_id, type, version, payload, occurred_at)
       select * from unnest($4::uuid[], $5::text[], $6::int[], $7::jsonb[], $8::timestamptz[])`,
      [
        keys.map((k) => k.id),
        keys.map((k) => k.subject),
        keys.map((k) => k.key),
        batch.map(() => randomUUID()),
        batch.map(({ event }) => event.type),
        batch.map(({ event }) => event.version),
        payloads,
        batch.map(({ at }) => at.toISOString()),
      ],
    );
    this.written += batch.length;
  }
}
