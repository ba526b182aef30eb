import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { assertCleanText } from './text-input.js';

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((text) => text.replace(e.property, path));
    return [...own, ...flatten(e.children ?? [], path)];
  });
}

/**
 * The one place every body, query and path parameter passes through: text is checked for
 * control characters and invalid Unicode first (so no DTO can forget it, and validators such
 * as isEmail never see a lone surrogate), then the DTO rules run.
 */
class InputValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata) {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      assertCleanText(value, metadata.data ?? '', metadata.metatype);
    }
    return super.transform(value, metadata);
  }
}

/** Whitelisted, typed DTOs: unknown fields are refused, wrong types get a readable 400. */
export function createValidationPipe() {
  return new InputValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => new BadRequestException(flatten(errors).join('; ') || 'Invalid request'),
  });
}
