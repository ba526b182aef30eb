import type { EntityManager } from '@mikro-orm/postgresql';

/** One read table a check rebuilds into a scratch copy and compares with the live one. */
export interface CheckedTable {
  name: string;
  /** Columns that identify a row; the table's primary key when absent. */
  key?: readonly string[];
  /** Only these rows take part (an SQL condition on the table, alias-free). */
  where?: string;
  /** Columns left out of the comparison (a surrogate id that differs between builds). */
  ignore?: readonly string[];
  /**
   * How a repair writes: `replace` deletes and re-inserts each differing row; `insert-missing`
   * only adds rows the live table lacks (an append-only log keeps what is there: a changed
   * audit entry is evidence to look at, not something to overwrite).
   */
  repair?: 'replace' | 'insert-missing';
}

/**
 * A read model the consistency check knows how to rebuild (platform/consistency). `rebuild`
 * runs in the check's transaction with every table of `tables` shadowed by an empty scratch
 * copy (a temporary table of the same name, found first on the search path), so it must write
 * those tables through unqualified names, exactly as the production code does; whatever else
 * it writes is rolled back.
 */
export interface ReadModelCheck {
  kind: string;
  tables: readonly CheckedTable[];
  rebuild(em: EntityManager, from: RebuildSources): Promise<void>;
}

/** What the checker offers a rebuild beyond its transaction. */
export interface RebuildSources {
  /** Applies every event the named subscriber has processed, in log order, through its own handler. */
  subscriber(name: string): Promise<void>;
}

const READ_MODEL_CHECK = 'crew:read-model-check';

/** Marks an injectable as a ReadModelCheck, found by the checker in the worker and the CLI. */
export function CheckedReadModel(): ClassDecorator {
  return (target) => Reflect.defineMetadata(READ_MODEL_CHECK, true, target);
}

export function isCheckedReadModel(target: unknown): boolean {
  return typeof target === 'function' && Reflect.getMetadata(READ_MODEL_CHECK, target) === true;
}
