import { ADMIN_RIGHTS_MESSAGES } from '@crew/contracts/admin-rights';
import { ConflictException, type HttpException } from '@nestjs/common';
import { KEEP_A_SUPER_ADMIN } from '../user.entity.js';

/**
 * The database's refusal to lose the last super_admin, as the answer every path gives (the
 * admin area, a person deleting their own account): 409 with a message that says what to do.
 */
export function identityErrorToHttp(error: unknown): HttpException | undefined {
  const constraint = (error as { constraint?: unknown } | null)?.constraint;
  return constraint === KEEP_A_SUPER_ADMIN ? new ConflictException(ADMIN_RIGHTS_MESSAGES.lastSuperAdmin) : undefined;
}
