import type { EntityManager } from '@mikro-orm/postgresql';
import type { CheckedTable } from './read-model-check.js';

/** A row of a read table that is not what its sources say. */
export interface DifferingRow {
  table: string;
  /** The row's key columns and values. */
  key: Record<string, unknown>;
  /** `missing`: the sources make it, the table lacks it; `unexpected`: the reverse; `differs`: both have it, unlike. */
  problem: 'missing' | 'unexpected' | 'differs';
  /** For `differs`, the columns that disagree. */
  columns: string[];
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function ident(name: string): string {
  // Names come from code, never from input; refuse anything that would need quoting anyway.
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain table or column name: ${name}`);
  return `"${name}"`;
}

/** A table's primary key columns, in key order. */
async function primaryKey(em: EntityManager, table: string): Promise<string[]> {
  const rows = await em.execute<Array<{ name: string }>>(
    `select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = ?::regclass and i.indisprimary order by array_position(i.indkey::int2[], a.attnum)`,
    [`public.${table}`],
  );
  if (rows.length === 0) throw new Error(`${table} has no primary key: name its key columns in the check`);
  return rows.map((r) => r.name);
}

/** The columns a row is written with (generated columns compute themselves). */
async function writableColumns(em: EntityManager, table: string): Promise<string[]> {
  const rows = await em.execute<Array<{ name: string }>>(
    `select attname as name from pg_attribute where attrelid = ?::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [`public.${table}`],
  );
  return rows.map((r) => r.name);
}

/** What the comparison and the repair need to know of one table, read once from the catalog. */
export class TableShape {
  private constructor(
    readonly spec: CheckedTable,
    readonly key: string[],
    readonly columns: string[],
  ) {}

  static async of(em: EntityManager, spec: CheckedTable): Promise<TableShape> {
    return new TableShape(spec, spec.key ? [...spec.key] : await primaryKey(em, spec.name), await writableColumns(em, spec.name));
  }

  private get keyJson(): string {
    return `jsonb_build_object(${this.key.map((c) => `'${c}', t.${ident(c)}`).join(', ')})`;
  }

  private source(schema: 'public' | 'pg_temp'): string {
    const from = `${schema}.${ident(this.spec.name)}`;
    return this.spec.where ? `(select * from ${from} where ${this.spec.where})` : from;
  }

  /** An empty scratch copy that shadows the live table for unqualified names in this session. */
  async createScratch(em: EntityManager): Promise<void> {
    // Defaults, checks and unique indexes come along (upserts need their conflict targets);
    // triggers and foreign keys do not (the scratch copy stands alone).
    await em.execute(`create temporary table ${ident(this.spec.name)} (like public.${ident(this.spec.name)} including all)`);
  }

  /** Every row of the scratch copy (what the sources say) that the live table does not equal. */
  async compare(em: EntityManager): Promise<DifferingRow[]> {
    const ignore = `array[${(this.spec.ignore ?? []).map((c) => `'${c}'`).join(', ')}]::text[]`;
    const rows = await em.execute<Array<{ key: Record<string, unknown>; problem: DifferingRow['problem']; columns: string[] | null }>>(
      `with s as (select ${this.keyJson} as k, to_jsonb(t) - ${ignore} as r from ${this.source('pg_temp')} t),
            l as (select ${this.keyJson} as k, to_jsonb(t) - ${ignore} as r from ${this.source('public')} t)
       select coalesce(s.k, l.k) as key,
              case when l.k is null then 'missing' when s.k is null then 'unexpected' else 'differs' end as problem,
              case when s.k is not null and l.k is not null then
                (select array_agg(e.key order by e.key) from jsonb_each(s.r) e where e.value is distinct from l.r -> e.key) end as columns
       from s full join l on s.k = l.k
       where s.r is distinct from l.r
       order by 1`,
    );
    return rows.map((r) => ({ table: this.spec.name, key: r.key, problem: r.problem, columns: r.columns ?? [] }));
  }

  /** The scratch rows (whole) behind the differing keys, kept before the scratch copy goes. */
  async rebuiltRows(em: EntityManager, differing: readonly DifferingRow[]): Promise<unknown[]> {
    // An append-only table only ever gets its missing rows back.
    const wanted = (this.spec.repair ?? 'replace') === 'replace' ? (d: DifferingRow) => d.problem !== 'unexpected' : (d: DifferingRow) => d.problem === 'missing';
    const keys = differing.filter(wanted).map((d) => d.key);
    if (keys.length === 0) return [];
    const rows = await em.execute<Array<{ row: unknown }>>(
      `select to_jsonb(t) as row from pg_temp.${ident(this.spec.name)} t where ${this.keyJson} in (select jsonb_array_elements(?::jsonb))`,
      [JSON.stringify(keys)],
    );
    return rows.map((r) => r.row);
  }

  /**
   * Rewrites the live table's differing rows with the rebuilt ones: out go rows the sources do
   * not make or make otherwise, in come the rebuilt rows (ignored columns take their defaults).
   */
  async repair(em: EntityManager, differing: readonly DifferingRow[], rebuilt: readonly unknown[]): Promise<void> {
    const live = `public.${ident(this.spec.name)}`;
    const mode = this.spec.repair ?? 'replace';
    if (mode === 'replace') {
      const gone = differing.filter((d) => d.problem !== 'missing').map((d) => d.key);
      if (gone.length > 0) await em.execute(`delete from ${live} t where ${this.keyJson} in (select jsonb_array_elements(?::jsonb))`, [JSON.stringify(gone)]);
    }
    if (rebuilt.length === 0) return;
    const columns = this.columns.filter((c) => !(this.spec.ignore ?? []).includes(c)).map(ident).join(', ');
    await em.execute(`insert into ${live} (${columns}) select ${columns} from jsonb_populate_recordset(null::${live}, ?::jsonb)`, [JSON.stringify(rebuilt)]);
  }
}
