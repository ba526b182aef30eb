import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config.js';
import { DATABASE_POOL_NAME, DatabasePoolMetrics, queryTimingOptions } from '../metrics/database-metrics.js';
import { ormConfig, type Options, replicaOptions } from './mikro-orm.config.js';

/**
 * The ORM for a process; `entities` is the application's whole list (src/entities.ts).
 * `pool` names its connections in the metrics (the API's and the worker's share a process
 * under `npm start`).
 */
@Module({})
export class DatabaseModule {
  static forRoot(entities: Options['entities'], pool: 'api' | 'worker' = 'api'): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRootAsync({
          inject: [AppConfig],
          driver: PostgreSqlDriver,
          useFactory: (config: AppConfig) => ({
            ...ormConfig(config.DATABASE_URL, entities, replicaOptions(config.DATABASE_REPLICA_URL)),
            ...queryTimingOptions(pool),
            registerRequestContext: true,
          }),
        }),
      ],
      providers: [{ provide: DATABASE_POOL_NAME, useValue: pool }, DatabasePoolMetrics],
    };
  }
}
