import type { EntityManager } from '@mikro-orm/postgresql';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Read tables rebuilt online (ADR 0050): copies of them in their own schema, built while the
 * product keeps serving the originals, then moved into `public` in place of them. Used by the
 * review projections' rebuild and by subscriber replays.
 *
 * The copies get the originals' columns, defaults and checks (LIKE ... INCLUDING ALL), their
 * keys under the same names from the start (the projector's upserts need them), and their other
 * indexes, triggers and foreign keys under the same names once the bulk of the rows is in
 * (building an index once is cheaper than keeping it up to date row by row). After the swap,
 * the schema is exactly what the migrations made: same names, so later migrations still apply.
 *
 * Every statement here names its schema: the rebuild's transactions put the copies' schema first
 * on their search_path (onCopies), so that the writers' unqualified SQL writes into the copies.
 */
export class ShadowTables {
  /** Where the replaced tables wait to be dropped. */
  private readonly retired: string;
  private readonly list: string;

  /** `schema`: the copies' own (created and dropped here); `tables`: names in `public`. */
  constructor(
    readonly schema: string,
    readonly tables: readonly string[],
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema) || tables.some((t) => !/^[a-z_][a-z0-9_]*$/.test(t))) throw new Error(`Not a plain name: ${schema}, ${tables.join(', ')}`);
    this.retired = `${schema}_retired`;
    this.list = tables.length > 0 ? tables.map((t) => `'public.${t}'::regclass`).join(', ') : 'null';
  }

  /** The writers' unqualified SQL goes to the copies for the rest of this transaction (everything else stays in public). */
  onCopies(tx: EntityManager): Promise<unknown> {
    return tx.execute(`set local search_path = ${this.schema}, public`);
  }

  /** Drops what an interrupted rebuild left, and creates empty copies with their keys. */
  async create(em: EntityManager): Promise<void> {
    await this.refuseDependents(em);
    await em.execute(`drop schema if exists ${this.schema} cascade`);
    await em.execute(`create schema ${this.schema}`);
    for (const table of this.tables) {
      await em.execute(`create table ${this.schema}.${table} (like public.${table} including all excluding indexes)`);
      for (const key of await this.keysOf(em, table)) await em.execute(`alter table ${this.schema}.${table} add constraint ${quoted(key.name)} ${key.def}`);
    }
  }

  /**
   * Fills a copy in one statement of the caller's with its keys dropped, then adds them back
   * under their names: one index build over all the rows, not an insert into the key per row
   * (review_duplicate_bands: 11.6 million rows, about twice as fast). For a copy that nothing
   * else writes while it fills.
   */
  async fillWithoutKeys(em: EntityManager, table: string, fill: () => Promise<unknown>): Promise<void> {
    if (!this.tables.includes(table)) throw new Error(`Not a copied table: ${table}`);
    const keys = await this.keysOf(em, table);
    for (const key of keys) await em.execute(`alter table ${this.schema}.${table} drop constraint ${quoted(key.name)}`);
    await fill();
    for (const key of keys) await em.execute(`alter table ${this.schema}.${table} add constraint ${quoted(key.name)} ${key.def}`);
  }

  /** The original's primary key, unique and exclusion constraints: what the copies need from the start. */
  private keysOf(em: EntityManager, table: string): Promise<Array<{ name: string; def: string }>> {
    return em.execute<Array<{ name: string; def: string }>>(
      `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'public.${table}'::regclass and contype in ('p', 'u', 'x') order by conname`,
    );
  }

  /** The originals' other indexes, triggers and foreign keys, under their names, on the copies. */
  async completeCopies(em: EntityManager): Promise<void> {
    for (const table of this.tables) {
      const indexes = await em.execute<Array<{ def: string }>>(
        `select pg_get_indexdef(i.indexrelid) as def from pg_index i
         where i.indrelid = 'public.${table}'::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)`,
      );
      for (const { def } of indexes) await em.execute(onShadow(def, this.schema, table));
      for (const { def } of await this.triggersOf(em, table, 'row-keeping')) await em.execute(onShadow(def, this.schema, table));
      const foreignKeys = await em.execute<Array<{ name: string; def: string }>>(
        `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'public.${table}'::regclass and contype = 'f'`,
      );
      for (const key of foreignKeys) await em.execute(`alter table ${this.schema}.${table} add constraint ${quoted(key.name)} ${key.def}`);
      await em.execute(`analyze ${this.schema}.${table}`);
    }
  }

  /**
   * In the caller's transaction, which holds the originals' ACCESS EXCLUSIVE locks: the
   * originals move out of `public`, the copies in. Readers queued behind the locks look the
   * names up again once they get them, so their statements run on the copies.
   */
  async swap(em: EntityManager): Promise<void> {
    await this.summarise(em);
    await em.execute(`drop schema if exists ${this.retired} cascade`);
    await em.execute(`create schema ${this.retired}`);
    for (const table of this.tables) await em.execute(`alter table public.${table} set schema ${this.retired}`);
    for (const table of this.tables) await em.execute(`alter table ${this.schema}.${table} set schema public`);
    // A sequence a column default uses must outlive the original it belonged to.
    const owned = await em.execute<Array<{ sequence: string; table: string; column: string }>>(
      `select s.relname as sequence, t.relname as table, a.attname as column from pg_depend d
       join pg_class s on s.oid = d.objid and s.relkind = 'S' join pg_class t on t.oid = d.refobjid
       join pg_namespace n on n.oid = t.relnamespace and n.nspname = '${this.retired}'
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid where d.deptype = 'a'`,
    );
    for (const o of owned) {
      await em.execute(`alter sequence ${this.retired}.${quoted(o.sequence)} set schema public`);
      await em.execute(`alter sequence public.${quoted(o.sequence)} owned by public.${quoted(o.table)}.${quoted(o.column)}`);
    }
  }

  /**
   * The originals' summarising triggers (ADR 0049) on the copies, those not there yet. swap()
   * adds them at the last moment: while the copies fill, they would count the copies' rows into
   * the live summary tables too, so a caller whose summary tables are not copied recounts them
   * in the swap. A caller that copies its summary tables as well, and fills them from the copies,
   * adds them as soon as it has: from then on, the copies' writes count into the copied summaries
   * (the triggers' unqualified SQL follows onCopies' search_path), and the swap counts nothing.
   */
  async summarise(em: EntityManager): Promise<void> {
    for (const table of this.tables) {
      const present = await em.execute<Array<{ name: string }>>(`select tgname as name from pg_trigger where tgrelid = '${this.schema}.${table}'::regclass and not tgisinternal`);
      const missing = (await this.triggersOf(em, table, 'summarising')).filter((t) => !present.some((p) => p.name === t.name));
      for (const { def } of missing) await em.execute(onShadow(def, this.schema, table));
    }
  }

  /**
   * The original's triggers of one kind: 'summarising' ones read the statement's transition
   * tables to keep counters in another table (ADR 0049); the others ('row-keeping') go on with
   * the indexes, before any catch-up write. They guard or keep the table itself, or, row by
   * row, another copied table that the caller fills from the copies in the same transaction
   * (review_duplicate_bands, ADR 0059).
   */
  private async triggersOf(em: EntityManager, table: string, kind: 'row-keeping' | 'summarising'): Promise<Array<{ name: string; def: string }>> {
    const transition = kind === 'summarising' ? 'tgnewtable is not null or tgoldtable is not null' : 'tgnewtable is null and tgoldtable is null';
    return em.execute<Array<{ name: string; def: string }>>(
      `select tgname as name, pg_get_triggerdef(oid) as def from pg_trigger where tgrelid = 'public.${table}'::regclass and not tgisinternal and (${transition})`,
    );
  }

  /** After the swap has committed: nothing refers to the old tables any more. */
  async dropLeftovers(em: EntityManager): Promise<void> {
    await em.execute(`drop schema if exists ${this.retired} cascade`);
    await em.execute(`drop schema if exists ${this.schema} cascade`);
  }

  /**
   * Views and foreign keys to these tables point at a table, not a name: they would follow the
   * original out of `public`. None exist; a migration adding one must teach the swap to move it.
   */
  private async refuseDependents(em: EntityManager): Promise<void> {
    const rows = await em.execute<Array<{ what: string }>>(
      `select conname || ' on ' || conrelid::regclass::text as what from pg_constraint where contype = 'f' and confrelid in (${this.list})
       union all
       select distinct v.oid::regclass::text from pg_depend d join pg_rewrite r on r.oid = d.objid join pg_class v on v.oid = r.ev_class
       where d.refobjid in (${this.list}) and v.oid <> d.refobjid`,
    );
    if (rows.length > 0) throw new Error(`The online rebuild cannot carry these over to the rebuilt tables: ${rows.map((r) => r.what).join(', ')}`);
  }
}

/** An index or trigger definition of the original, made for its copy (same name: a schema has its own). */
function onShadow(def: string, schema: string, table: string): string {
  const on = new RegExp(` ON (ONLY )?(public\\.)?${table} `);
  if (!on.test(def)) throw new Error(`Cannot place on the rebuilt ${table}: ${def}`);
  return def.replace(on, ` ON $1${schema}.${table} `);
}
