import { ForbiddenException, UnauthorizedException } from '@nestjs/common';

/** Same answer for a wrong password and an unknown email, so accounts cannot be discovered. */
export const invalidCredentials = () => new UnauthorizedException('Invalid email or password');

/** DESIGN.md, "Suspension": said only to whoever proved the account is theirs (the right password, an emailed link). */
export const ACCOUNT_SUSPENDED = 'This account is suspended. If you think this is a mistake, reply to the email we sent you about it.';
export const accountSuspended = () => new ForbiddenException(ACCOUNT_SUSPENDED);
