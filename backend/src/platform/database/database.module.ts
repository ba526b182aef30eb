import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config.js';
import { ormConfig, type Options, replicaOptions } from './mikro-orm.config.js';

/** The ORM for a process; `entities` is the application's whole list (src/entities.ts). */
@Module({})
export class DatabaseModule {
  static forRoot(entities: Options['entities']): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRootAsync({
          inject: [AppConfig],
          driver: PostgreSqlDriver,
          useFactory: (config: AppConfig) => ({
            ...ormConfig(config.DATABASE_URL, entities, replicaOptions(config.DATABASE_REPLICA_URL)),
            registerRequestContext: true,
          }),
        }),
      ],
    };
  }
}
