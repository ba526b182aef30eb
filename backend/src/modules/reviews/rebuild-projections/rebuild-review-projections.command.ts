import { Command } from '@nestjs/cqrs';

export interface RebuildResult {
  events: number;
  requests: number;
  reviews: number;
  /** People whose review numbers were announced (with `announce`), else 0. */
  announced: number;
  /** Events applied by the catch-up rounds and the swap: what the product appended meanwhile. */
  caughtUp: number;
  /** How long the swap held the read tables (readers waited at most this long). */
  swapMs: number;
  /** How long the copy's rows took, and then the copies' indexes and each person's numbers. */
  copyMs: number;
  completeMs: number;
}

/** Where a rebuild stands, after each batch. */
export interface RebuildProgress {
  phase: 'copy' | 'catch-up' | 'swap';
  /** Events applied so far. */
  events: number;
  /** Events in the log when the rebuild began (the copy's end). */
  total: number;
  eventsPerSecond: number;
  /** Until the copy is done, from the rate so far; null once it is. */
  secondsLeft: number | null;
}

export interface RebuildOptions {
  /**
   * Also announces every person's numbers (reviews.review-summary-changed) once the rebuilt
   * tables are in place, so sharing's public profiles and search's ratings follow a change in
   * how they are counted (ADR 0035: run once after deploying it).
   */
  announce?: boolean;
  /** Called after each batch; the rebuild waits for it (a test uses that to interleave requests). */
  onProgress?: (progress: RebuildProgress) => void | Promise<void>;
  /** Each batch is one transaction on the copies: this many streams in the copy, events in the catch-up. */
  batchSize?: number;
  /**
   * Catch-up rounds run without locks until fewer events than this are left; the swap applies
   * those under its locks, while the product waits (a test sets 1 to have the rounds run).
   */
  swapBelow?: number;
}

/**
 * Replays the whole review event log into new read tables while the product keeps serving the
 * current ones, then swaps them in, in one short transaction (ADR 0050).
 */
export class RebuildReviewProjectionsCommand extends Command<RebuildResult> {
  readonly announce: boolean;
  readonly onProgress?: RebuildOptions['onProgress'];
  readonly batchSize: number;
  readonly swapBelow: bigint;

  constructor(options: RebuildOptions | boolean = {}) {
    super();
    const o = typeof options === 'boolean' ? { announce: options } : options;
    this.announce = o.announce ?? false;
    this.onProgress = o.onProgress;
    this.batchSize = o.batchSize ?? 3000;
    this.swapBelow = BigInt(o.swapBelow ?? 200);
  }
}
