import type { EntityManager } from '@mikro-orm/postgresql';

/** The read tables a rebuild replaces (not reviews_suspended_accounts: identity's events keep it). */
export const REVIEW_READ_TABLES = ['review_requests', 'reviews', 'review_reviewer_stats', 'review_stats', 'review_skill_stats'] as const;

/** Where the rebuild builds its copies, and where the replaced tables wait to be dropped. */
export const SHADOW_SCHEMA = 'reviews_rebuild';
const RETIRED_SCHEMA = 'reviews_retired';

const list = REVIEW_READ_TABLES.map((t) => `'public.${t}'::regclass`).join(', ');
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The online rebuild's tables (ADR 0050): copies of the read tables in their own schema, built
 * while the product keeps serving the originals, then moved into `public` in place of them.
 *
 * The copies get the originals' columns, defaults and checks (LIKE ... INCLUDING ALL), their
 * keys under the same names from the start (the projector's upserts need them), and their other
 * indexes, triggers and foreign keys under the same names once the bulk of the rows is in
 * (building an index once is cheaper than keeping it up to date row by row). After the swap,
 * the schema is exactly what the migrations made: same names, so later migrations still apply.
 *
 * Every statement names its schema: the rebuild's transactions put the shadow schema first on
 * their search_path, so that the projector's unqualified SQL writes into the copies.
 */
export class ShadowTables {
  /** Drops what an interrupted rebuild left, and creates empty copies with their keys. */
  async create(em: EntityManager): Promise<void> {
    await this.refuseDependents(em);
    await em.execute(`drop schema if exists ${SHADOW_SCHEMA} cascade`);
    await em.execute(`create schema ${SHADOW_SCHEMA}`);
    for (const table of REVIEW_READ_TABLES) {
      await em.execute(`create table ${SHADOW_SCHEMA}.${table} (like public.${table} including all excluding indexes)`);
      const keys = await em.execute<Array<{ name: string; def: string }>>(
        `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'public.${table}'::regclass and contype in ('p', 'u', 'x') order by conname`,
      );
      for (const key of keys) await em.execute(`alter table ${SHADOW_SCHEMA}.${table} add constraint ${quoted(key.name)} ${key.def}`);
    }
  }

  /** The originals' other indexes, triggers and foreign keys, under their names, on the copies. */
  async completeCopies(em: EntityManager): Promise<void> {
    for (const table of REVIEW_READ_TABLES) {
      const indexes = await em.execute<Array<{ def: string }>>(
        `select pg_get_indexdef(i.indexrelid) as def from pg_index i
         where i.indrelid = 'public.${table}'::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)`,
      );
      for (const { def } of indexes) await em.execute(onShadow(def, table));
      const triggers = await em.execute<Array<{ def: string }>>(`select pg_get_triggerdef(oid) as def from pg_trigger where tgrelid = 'public.${table}'::regclass and not tgisinternal`);
      for (const { def } of triggers) await em.execute(onShadow(def, table));
      const foreignKeys = await em.execute<Array<{ name: string; def: string }>>(
        `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'public.${table}'::regclass and contype = 'f'`,
      );
      for (const key of foreignKeys) await em.execute(`alter table ${SHADOW_SCHEMA}.${table} add constraint ${quoted(key.name)} ${key.def}`);
      await em.execute(`analyze ${SHADOW_SCHEMA}.${table}`);
    }
  }

  /**
   * In the caller's transaction, which holds the originals' ACCESS EXCLUSIVE locks: the
   * originals move out of `public`, the copies in. Readers queued behind the locks look the
   * names up again once they get them, so their statements run on the copies.
   */
  async swap(em: EntityManager): Promise<void> {
    await em.execute(`drop schema if exists ${RETIRED_SCHEMA} cascade`);
    await em.execute(`create schema ${RETIRED_SCHEMA}`);
    for (const table of REVIEW_READ_TABLES) await em.execute(`alter table public.${table} set schema ${RETIRED_SCHEMA}`);
    for (const table of REVIEW_READ_TABLES) await em.execute(`alter table ${SHADOW_SCHEMA}.${table} set schema public`);
    // A sequence a column default uses must outlive the original it belonged to.
    const owned = await em.execute<Array<{ sequence: string; table: string; column: string }>>(
      `select s.relname as sequence, t.relname as table, a.attname as column from pg_depend d
       join pg_class s on s.oid = d.objid and s.relkind = 'S' join pg_class t on t.oid = d.refobjid
       join pg_namespace n on n.oid = t.relnamespace and n.nspname = '${RETIRED_SCHEMA}'
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid where d.deptype = 'a'`,
    );
    for (const o of owned) {
      await em.execute(`alter sequence ${RETIRED_SCHEMA}.${quoted(o.sequence)} set schema public`);
      await em.execute(`alter sequence public.${quoted(o.sequence)} owned by public.${quoted(o.table)}.${quoted(o.column)}`);
    }
  }

  /** After the swap has committed: nothing refers to the old tables any more. */
  async dropLeftovers(em: EntityManager): Promise<void> {
    await em.execute(`drop schema if exists ${RETIRED_SCHEMA} cascade`);
    await em.execute(`drop schema if exists ${SHADOW_SCHEMA} cascade`);
  }

  /**
   * Views and foreign keys to these tables point at a table, not a name: they would follow the
   * original out of `public`. None exist; a migration adding one must teach the swap to move it.
   */
  private async refuseDependents(em: EntityManager): Promise<void> {
    const rows = await em.execute<Array<{ what: string }>>(
      `select conname || ' on ' || conrelid::regclass::text as what from pg_constraint where contype = 'f' and confrelid in (${list})
       union all
       select distinct v.oid::regclass::text from pg_depend d join pg_rewrite r on r.oid = d.objid join pg_class v on v.oid = r.ev_class
       where d.refobjid in (${list}) and v.oid <> d.refobjid`,
    );
    if (rows.length > 0) throw new Error(`The online rebuild cannot carry these over to the rebuilt tables: ${rows.map((r) => r.what).join(', ')}`);
  }
}

/** An index or trigger definition of the original, made for its copy (same name: a schema has its own). */
function onShadow(def: string, table: string): string {
  const on = new RegExp(` ON (ONLY )?(public\\.)?${table} `);
  if (!on.test(def)) throw new Error(`Cannot place on the rebuilt ${table}: ${def}`);
  return def.replace(on, ` ON $1${SHADOW_SCHEMA}.${table} `);
}
