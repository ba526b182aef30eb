import type { TriggerDef } from '@mikro-orm/core';

/**
 * A statement-level trigger that keeps a counter table (ADR 0049), declared on its entity so
 * the schema check knows it. The migration creates its function and the trigger itself; the
 * ORM cannot describe a REFERENCING clause, so the trigger is given as raw DDL, which the
 * schema check matches by name.
 */
export function counterTrigger(
  name: string,
  table: string,
  event: 'insert' | 'update' | 'delete',
  fn: string,
): TriggerDef {
  const transition = { insert: 'new table as new_rows', update: 'old table as old_rows new table as new_rows', delete: 'old table as old_rows' }[event];
  return {
    name,
    timing: 'after',
    events: [event],
    forEach: 'statement',
    expression: `create trigger "${name}" after ${event} on "${table}" referencing ${transition} for each statement execute function "${fn}"()`,
  };
}
