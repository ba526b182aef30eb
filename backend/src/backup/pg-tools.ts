import { spawn } from 'node:child_process';

/**
 * Runs pg_dump or pg_restore (PostgreSQL's client tools, on PATH or in PG_BIN) and resolves
 * when it exits 0; rejects with its error output otherwise. The database URL goes in as
 * --dbname, so passwords never appear in a process list beyond what the URL already shows.
 */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  const command = process.env.PG_BIN ? `${process.env.PG_BIN}/${tool}` : tool;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${tool} could not start (${error.message}): install PostgreSQL's client tools or set PG_BIN`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${errors.trim()}`))));
  });
}
