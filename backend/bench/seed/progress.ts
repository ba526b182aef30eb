/**
 * What the market-size seed prints: per stage, rows per second and the time left while it
 * runs, and at the end a table of every stage's rows and seconds (the figures the README and
 * the capacity notes quote).
 */
const PRINT_EVERY_MS = 5000;

export interface StageFigure {
  name: string;
  rows: number;
  seconds: number;
}

export class SeedClock {
  readonly started = Date.now();
  readonly stages: StageFigure[] = [];

  elapsed(): string {
    return `${((Date.now() - this.started) / 1000).toFixed(1)} s`;
  }

  log(line: string): void {
    console.log(`[${this.elapsed()}] ${line}`);
  }

  /** A stage whose size is known up front: call tick(done) as it goes, end(rows) once. */
  stage(name: string, total: number): Stage {
    return new Stage(this, name, total);
  }

  /** A stage done by one statement (or one call): its rate once it returns. */
  async run<T>(name: string, rows: number | ((result: T) => number), work: () => Promise<T>): Promise<T> {
    const stage = this.stage(name, typeof rows === 'number' ? rows : 0);
    const result = await work();
    stage.end(typeof rows === 'number' ? rows : rows(result));
    return result;
  }

  summary(): string {
    const width = Math.max(...this.stages.map((s) => s.name.length));
    return this.stages
      .map((s) => `  ${s.name.padEnd(width)}  ${s.rows.toLocaleString('en').padStart(12)} rows  ${s.seconds.toFixed(1).padStart(7)} s  ${rate(s.rows, s.seconds).padStart(9)} rows/s`)
      .join('\n');
  }
}

const rate = (rows: number, seconds: number) => Math.round(rows / Math.max(seconds, 0.001)).toLocaleString('en');

export class Stage {
  private readonly started = Date.now();
  private printed = Date.now();

  constructor(
    private readonly clock: SeedClock,
    readonly name: string,
    private readonly total: number,
  ) {}

  /**
   * Prints the rate and the time left, at most every few seconds: `done` of the stage's total,
   * and the rows written so far when they are not the same count (a request's several events).
   */
  tick(done: number, rows = done): void {
    if (Date.now() - this.printed < PRINT_EVERY_MS || done === 0) return;
    this.printed = Date.now();
    const seconds = (Date.now() - this.started) / 1000;
    const left = this.total > done ? ` ${((done / this.total) * 100).toFixed(0)}%, about ${Math.round(((this.total - done) / done) * seconds)} s left` : '';
    this.clock.log(`  ${this.name}: ${rows.toLocaleString('en')} rows (${rate(rows, seconds)}/s)${left}`);
  }

  end(rows: number): void {
    const seconds = (Date.now() - this.started) / 1000;
    this.clock.stages.push({ name: this.name, rows, seconds });
    this.clock.log(`${this.name}: ${rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s (${rate(rows, seconds)} rows/s)`);
  }
}
