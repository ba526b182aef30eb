import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const PAGE = 'page must be a whole number from 1';
const PAGE_SIZE = 'pageSize must be a whole number from 1 to 100';

/** `?page=` of an admin list: from 1; bounded, so an OFFSET stays something the database can serve. */
export const PageParam = () =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: 100_000, default: 1 }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: PAGE }),
    Min(1, { message: PAGE }),
    Max(100_000, { message: PAGE }),
  );

/** `?pageSize=` of an admin list: 1 to 100. */
export const PageSizeParam = (defaultSize: number) =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: 100, default: defaultSize }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: PAGE_SIZE }),
    Min(1, { message: PAGE_SIZE }),
    Max(100, { message: PAGE_SIZE }),
  );
