import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { HealthDto } from './health.dto.js';
import { REDIS } from '../redis/redis.module.js';
import { Public } from '../http/access-rules.js';

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

@ApiTags('platform')
@Controller('health')
@Public()
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'getHealth', summary: 'Database and Redis reachability; 503 when either is down' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async health(@Res() res: Response) {
    const [database, redis] = await Promise.all([
      withTimeout(this.em.getConnection().execute('select 1'), 2000).then(() => 'up' as const, () => 'down' as const),
      withTimeout(this.redis.ping(), 2000).then(() => 'up' as const, () => 'down' as const),
    ]);
    const ok = database === 'up' && redis === 'up';
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', database, redis });
  }
}
