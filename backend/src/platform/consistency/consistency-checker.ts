import { IsolationLevel } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Subscribers } from '../events/subscribers.js';
import { isCheckedReadModel, type ReadModelCheck } from './read-model-check.js';
import { type DifferingRow, TableShape } from './scratch-tables.js';

/** How many differing row keys a run keeps per kind, for the operator to start from. */
export const SAMPLES_PER_KIND = 5;

export interface KindResult {
  kind: string;
  /** Rows that differ, over all the kind's tables. */
  differing: number;
  /** A few of them: table, key, problem and columns. */
  samples: DifferingRow[];
  /** Rows rewritten by `--repair` (0 without it). */
  repaired: number;
  /** Set when the kind could not be checked (its rebuild failed); it then counts as differing. */
  error?: string;
  /** How long rebuilding and comparing it took. */
  ms: number;
}

export interface ConsistencyResult {
  startedAt: Date;
  finishedAt: Date;
  repair: boolean;
  kinds: KindResult[];
}

export const totalDiffering = (result: ConsistencyResult) => result.kinds.reduce((sum, k) => sum + k.differing + (k.error ? 1 : 0), 0);

/** Thrown to end the check's transaction without keeping anything it wrote. */
class CheckOnly extends Error {}

/**
 * Rebuilds every read model from its sources into scratch tables and lists the rows the live
 * tables get wrong (issue 27, "Read models that provably equal their events").
 *
 * One REPEATABLE READ transaction reads every source and live table in the same snapshot, and
 * takes no lock a product write waits for: the scratch tables are this session's temporary
 * tables, named like the live ones, so the production code that builds a read model (the
 * projector, a subscriber's handler, the ledger's sum) writes them through the same SQL. Each
 * kind runs in a savepoint rolled back after the comparison, which drops its scratch tables
 * and anything its rebuild wrote elsewhere (e.g. events it would announce). Without `repair`
 * the transaction is rolled back too; with it, the differing rows are rewritten from the
 * rebuilt ones and committed (a concurrent change to the same row fails the run: try again).
 */
@Injectable()
export class ConsistencyChecker implements OnModuleInit {
  private readonly checks: ReadModelCheck[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly em: EntityManager,
    private readonly subscribers: Subscribers,
  ) {}

  onModuleInit() {
    for (const wrapper of this.discovery.getProviders()) {
      if (wrapper.instance && isCheckedReadModel(wrapper.metatype)) this.checks.push(wrapper.instance as ReadModelCheck);
    }
    this.checks.sort((a, b) => a.kind.localeCompare(b.kind));
  }

  kinds(): string[] {
    return this.checks.map((c) => c.kind);
  }

  async run(options: { repair?: boolean; kinds?: readonly string[] } = {}): Promise<ConsistencyResult> {
    const repair = options.repair ?? false;
    const startedAt = new Date();
    const unknown = (options.kinds ?? []).filter((k) => !this.kinds().includes(k));
    if (unknown.length > 0) throw new Error(`Unknown kind(s) ${unknown.join(', ')} (known: ${this.kinds().join(', ')})`);
    const checks = options.kinds?.length ? this.checks.filter((c) => options.kinds!.includes(c.kind)) : this.checks;
    const kinds: KindResult[] = [];
    try {
      await this.em.fork().transactional(
        async (em) => {
          for (const check of checks) kinds.push(await this.checkOne(em, check, repair));
          if (!repair) throw new CheckOnly();
        },
        { isolationLevel: IsolationLevel.REPEATABLE_READ },
      );
    } catch (error) {
      if (!(error instanceof CheckOnly)) throw error;
    }
    return { startedAt, finishedAt: new Date(), repair, kinds };
  }

  private async checkOne(em: EntityManager, check: ReadModelCheck, repair: boolean): Promise<KindResult> {
    const started = Date.now();
    const shapes = await Promise.all(check.tables.map((t) => TableShape.of(em, t)));
    const found: Array<{ shape: TableShape; differing: DifferingRow[]; rebuilt: unknown[] }> = [];
    await em.execute('savepoint consistency_kind');
    try {
      for (const shape of shapes) await shape.createScratch(em);
      await check.rebuild(em, { subscriber: async (name) => void (await this.subscribers.rebuildInto(em, name)) });
      for (const shape of shapes) {
        const differing = await shape.compare(em);
        found.push({ shape, differing, rebuilt: repair ? await shape.rebuiltRows(em, differing) : [] });
      }
    } catch (error) {
      await em.execute('rollback to savepoint consistency_kind');
      em.clear();
      return { kind: check.kind, differing: 0, samples: [], repaired: 0, error: (error as Error).message, ms: Date.now() - started };
    }
    await em.execute('rollback to savepoint consistency_kind');
    em.clear();
    let repaired = 0;
    if (repair) {
      for (const { shape, differing, rebuilt } of found) {
        if (differing.length === 0) continue;
        await shape.repair(em, differing, rebuilt);
        repaired += shape.spec.repair === 'insert-missing' ? rebuilt.length : differing.length;
      }
    }
    const all = found.flatMap((f) => f.differing);
    return { kind: check.kind, differing: all.length, samples: all.slice(0, SAMPLES_PER_KIND), repaired, ms: Date.now() - started };
  }
}
