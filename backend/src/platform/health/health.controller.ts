import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { Public } from '../http/access-rules.js';
import { REDIS } from '../redis/redis.module.js';
import { ObjectStorage } from '../storage/object-storage.js';
import { HealthDto } from './health.dto.js';

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
  ) {}

  @Get()
  @ApiOperation({ operationId: 'getHealth', summary: 'Database, Redis and object storage reachability; 503 when any is down' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async check(@Res() res: Response) {
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
    const body: HealthDto = { status: result.status === 'ok' ? 'ok' : 'degraded', database: state('database'), redis: state('redis'), storage: state('storage') };
    res.status(body.status === 'ok' ? 200 : 503).json(body);
  }
}
