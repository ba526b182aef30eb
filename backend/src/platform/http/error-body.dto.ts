import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { ErrorBody } from './http-exception.filter.js';

/** The one error shape of the API, for the OpenAPI document; refusals with details extend it. */
@ApiSchema({ name: 'Error', description: 'Every error answer: the status, its name and a readable message' })
export class ErrorBodyDto implements ErrorBody {
  @ApiProperty({ description: 'The HTTP status' }) statusCode: number;
  @ApiProperty({ description: "The status's name, e.g. 'Forbidden'" }) error: string;
  @ApiProperty({ description: 'Readable, shown to the user as it is' }) message: string;
  @ApiPropertyOptional({ description: 'Present when the client can act on the refusal; the details beside it depend on the code' }) code?: string;
}
