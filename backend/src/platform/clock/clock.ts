import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time rules are judged by (subscription months, monthly allowances). One injectable
 * source instead of `new Date()` in each rule, so a test can move time forward instead of
 * waiting; in the product it is always the wall clock.
 */
@Injectable()
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Tests only: moves this process's time by `ms` (a month's rollover without waiting a month). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
