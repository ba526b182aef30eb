/**
 * Of a batch of integration events, each row's latest value for one part of a read table that
 * keeps the position of the event each part came from (a subscriber's bulk path, ADR 0056):
 * only that event can leave a trace, since the row refuses older ones. The position is kept
 * as `at`, and the rows go to SQL as one JSON array (`jsonb_to_recordset`).
 */
export class LatestPerRow<T extends object> {
  private readonly rows = new Map<string, T & { at: string }>();

  keep(key: string, at: string, row: T): void {
    const held = this.rows.get(key);
    if (!held || BigInt(held.at) < BigInt(at)) this.rows.set(key, { ...row, at });
  }

  get size(): number {
    return this.rows.size;
  }

  get json(): string {
    return JSON.stringify([...this.rows.values()]);
  }
}
