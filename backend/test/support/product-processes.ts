import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nodeArgs } from './entry-points.mjs';

const backendDir = fileURLToPath(new URL('../..', import.meta.url));
const exitWithParent = fileURLToPath(new URL('./exit-with-parent.mjs', import.meta.url));

export interface ProductProcess {
  name: string;
  entry: 'src/main.ts' | 'src/worker.ts' | 'src/start.ts';
  env: Record<string, string>;
  preload: string[];
  child: ChildProcess;
  /** Everything it wrote, for the failure message. */
  output: string[];
}

/**
 * The real entry points (src/main.ts, src/worker.ts, src/start.ts) as child processes, run from source as
 * `npm run dev` does, or from the build when `npm test` made one first (entry-points.mjs). killAll in afterAll stops every one of them whatever happened; each
 * also exits by itself when the test process goes away (exit-with-parent.mjs).
 */
export class ProductProcesses {
  private readonly started: ProductProcess[] = [];

  /** `preload`: more modules to `--import` first, as production does with `src/tracing.ts`. */
  start(name: string, entry: 'src/main.ts' | 'src/worker.ts' | 'src/start.ts', env: Record<string, string>, preload: string[] = []): ProductProcess {
    const child = spawn(process.execPath, ['--import', exitWithParent, ...nodeArgs(entry, preload)], {
      cwd: backendDir,
      env: { PATH: process.env.PATH, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const started: ProductProcess = { name, entry, env, preload, child, output: [] };
    // A killed child's stdin pipe resets; that is expected, not the test's failure.
    child.stdin!.on('error', () => undefined);
    child.stdout!.on('data', (d) => started.output.push(String(d)));
    child.stderr!.on('data', (d) => started.output.push(String(d)));
    this.started.push(started);
    return started;
  }

  /** Sends SIGTERM, as an orchestrator stopping it would, and waits for the exit: its code and how long it took. */
  async terminate(process: ProductProcess): Promise<{ code: number | null; ms: number }> {
    const { child } = process;
    const started = Date.now();
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    return { code: child.exitCode, ms: Date.now() - started };
  }

  /** The same entry point and settings again, as a new process (a restart after terminate). */
  restart(process: ProductProcess): ProductProcess {
    return this.start(process.name, process.entry, process.env, process.preload);
  }

  /** Throws with every process's output when one has exited (they should all keep running). */
  assertRunning() {
    const ended = this.running().find((p) => p.child.exitCode !== null || p.child.signalCode !== null);
    if (ended) throw new Error(`${ended.name} exited (${ended.child.exitCode ?? ended.child.signalCode}):\n${this.outputs()}`);
  }

  /** The latest process of each name: one stopped on purpose and started again is replaced by its new self. */
  private running(): ProductProcess[] {
    return this.started.filter((p, i) => !this.started.slice(i + 1).some((later) => later.name === p.name));
  }

  outputs(): string {
    return this.started.map((p) => `--- ${p.name}\n${p.output.join('')}`).join('\n');
  }

  async killAll(): Promise<void> {
    await Promise.all(
      this.started.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }),
    );
  }
}
