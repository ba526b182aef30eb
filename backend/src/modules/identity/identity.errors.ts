import { UnauthorizedException } from '@nestjs/common';

/** Same answer for a wrong password and an unknown email, so accounts cannot be discovered. */
export const invalidCredentials = () => new UnauthorizedException('Invalid email or password');
