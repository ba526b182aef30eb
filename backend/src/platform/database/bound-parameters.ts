import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';

/** What a bound parameter can be here: the driver sends each as text, JSON included. */
export type BoundParameter = string | number | boolean | null;

/**
 * Runs a statement written with MikroORM's `?` placeholders with its parameters bound, through
 * em's Kysely (in em's transaction when it has one). em.execute writes parameters into the
 * statement's text instead, escaping them character by character: for a batch's JSON (megabytes
 * in a rebuild, a replay or the seed) that cost this process more than the statement cost the
 * database (ADR 0061). As in em.execute, every `?` in the text is a placeholder.
 */
export async function executeBound<T = Record<string, unknown>>(em: EntityManager, text: string, params: readonly BoundParameter[]): Promise<T[]> {
  let placeholders = 0;
  const numbered = text.replace(/\?/g, () => `$${++placeholders}`);
  if (placeholders !== params.length) throw new Error(`${placeholders} placeholders for ${params.length} parameters`);
  const { rows } = await em.getKysely().executeQuery<T>(CompiledQuery.raw(numbered, [...params]));
  return rows;
}
