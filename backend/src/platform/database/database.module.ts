import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config.js';
import { ormConfig } from './mikro-orm.config.js';

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [AppConfig],
      driver: PostgreSqlDriver,
      useFactory: (config: AppConfig) => ({ ...ormConfig(config.DATABASE_URL), registerRequestContext: true }),
    }),
  ],
})
export class DatabaseModule {}
