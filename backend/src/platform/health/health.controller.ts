import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { Public } from '../http/access-rules.js';
import { Drain } from '../lifecycle/drain.js';
import { REDIS } from '../redis/redis.module.js';
import { ObjectStorage } from '../storage/object-storage.js';
import { HealthDto, LivenessDto, ReadinessDto } from './health.dto.js';

/** How long a dependency may take to answer before it counts as down. */
const CHECK_TIMEOUT_MS = 2000;

/**
 * The checks run through @nestjs/terminus (timeouts, an indicator per dependency); the answer
 * keeps the product's own small shape, which the deployment's probes and the tests read.
 */
@ApiTags('platform')
@Controller('health')
@Public()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly em: EntityManager,
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly storage: ObjectStorage,
    private readonly drain: Drain,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'getHealth', summary: 'Database, Redis and object storage reachability; 503 when any is down' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async check(@Res() res: Response) {
    const state = await this.dependencies();
    const body: HealthDto = { status: Object.values(state).every((s) => s === 'up') ? 'ok' : 'degraded', ...state };
    res.status(body.status === 'ok' ? 200 : 503).json(body);
  }

  /**
   * The liveness probe: the process answers, nothing more. A dependency that is down must not
   * get every instance restarted (a restart cannot bring PostgreSQL back).
   */
  @Get('live')
  @ApiOperation({ operationId: 'getLiveness', summary: 'The process is running and answering (liveness probe)' })
  @ApiOkResponse({ type: LivenessDto })
  live(): LivenessDto {
    return { status: 'ok' };
  }

  /**
   * The readiness probe: may this instance take new requests? Not once it is draining
   * (SIGTERM), nor without PostgreSQL or Redis (sessions). Object storage is reported but
   * does not count: only uploads and photos need it, and a bucket outage would otherwise take
   * every instance out of the load balancer at once.
   */
  @Get('ready')
  @ApiOperation({ operationId: 'getReadiness', summary: 'Whether this instance takes new requests (readiness probe); 503 while draining or without the database or Redis' })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({ type: ReadinessDto })
  async ready(@Res() res: Response) {
    // While draining, the answer must not wait on a dependency check.
    if (this.drain.draining) {
      res.status(503).json({ status: 'draining' } satisfies ReadinessDto);
      return;
    }
    const state = await this.dependencies();
    const ready = state.database === 'up' && state.redis === 'up';
    const body: ReadinessDto = { status: ready ? 'ready' : 'unavailable', ...state };
    res.status(ready ? 200 : 503).json(body);
  }

  private async dependencies(): Promise<Record<'database' | 'redis' | 'storage', 'up' | 'down'>> {
    const result = await this.health
      .check([
        // Our own connection, not terminus's MikroORM indicator: that one looks the ORM up by class
        // and finds none when the API and the worker share one process (npm start).
        () =>
          this.indicators
            .check('database')
            .attempt(() => this.em.getConnection().execute('select 1').then(() => undefined))
            .withTimeout(CHECK_TIMEOUT_MS),
        () =>
          this.indicators
            .check('redis')
            .attempt(() => this.redis.ping().then(() => undefined))
            .withTimeout(CHECK_TIMEOUT_MS),
        // Photos, scans and reports live there: a missing bucket or revoked credentials should
        // show before the first upload fails.
        () =>
          this.indicators
            .check('storage')
            .attempt(() => this.storage.check())
            .withTimeout(CHECK_TIMEOUT_MS),
      ])
      .catch((error: unknown) => {
        // Terminus answers a failed check with a 503 carrying the same result.
        if (error instanceof ServiceUnavailableException) return error.getResponse() as HealthCheckResult;
        throw error;
      });
    const state = (key: 'database' | 'redis' | 'storage') => (result.details[key]?.status === 'up' ? 'up' : 'down');
    return { database: state('database'), redis: state('redis'), storage: state('storage') };
  }
}
