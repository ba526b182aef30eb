import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((text) => text.replace(e.property, path));
    return [...own, ...flatten(e.children ?? [], path)];
  });
}

/** Whitelisted, typed DTOs: unknown fields are refused, wrong types get a readable 400. */
export function createValidationPipe() {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => new BadRequestException(flatten(errors).join('; ') || 'Invalid request'),
  });
}
