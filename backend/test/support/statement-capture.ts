import pg from 'pg';

export interface CapturedStatement {
  text: string;
  values: unknown[];
}

/**
 * Records the reads (select / with) the app in this process sends while `during` runs: every
 * pooled connection is a pg.Client, so its query method sees each statement with its
 * parameters, whichever layer (ORM, raw SQL) built it. For EXPLAIN of what an endpoint runs.
 */
export async function captureStatements(during: () => Promise<unknown>): Promise<CapturedStatement[]> {
  const captured: CapturedStatement[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first?.text;
    const values = typeof first === 'string' ? (Array.isArray(second) ? second : []) : (first?.values ?? []);
    if (typeof text === 'string' && /^\s*(with|select)\b/i.test(text)) captured.push({ text, values });
    return original.apply(this, args);
  };
  try {
    await during();
  } finally {
    prototype.query = original;
  }
  return captured;
}

const READS_ALL_INPUT = new Set(['Sort', 'Aggregate', 'Hash', 'Hash Join', 'Materialize', 'WindowAgg', 'SetOp', 'Unique', 'Gather Merge']);

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/**
 * The scans in a plan that read a whole big table: a Seq Scan, or an index scan with no
 * condition that no Limit bounds (reading every entry of the index is a table scan too).
 */
export function wholeTableScans(plan: PlanNode, bigTables: ReadonlySet<string>, underLimit = false): string[] {
  // A Limit bounds the scans that stream into it, not those read whole first (a sort, a hash, an aggregate);
  // an incremental sort reads only the presorted groups the Limit needs.
  const limited = plan['Node Type'] === 'Limit' || (underLimit && !READS_ALL_INPUT.has(plan['Node Type']));
  const own: string[] = [];
  const table = plan['Relation Name'];
  if (table && bigTables.has(table)) {
    if (plan['Node Type'] === 'Seq Scan') own.push(`Seq Scan on ${table}`);
    else if (/^Index (Only )?Scan$/.test(plan['Node Type']) && !plan['Index Cond'] && !limited) own.push(`${plan['Node Type']} of all of ${table}`);
  }
  return [...own, ...(plan.Plans ?? []).flatMap((p) => wholeTableScans(p, bigTables, limited))];
}
