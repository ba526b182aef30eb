import { Command } from '@nestjs/cqrs';

/**
 * Changes the signed-in person's password (with the current one), or sets one on an account
 * that signs in with emailed links only (no current password to give). Every other session
 * of the person ends; `keepSessionId` is the caller's own. Answers whether a password was set
 * for the first time.
 */
export class ChangePasswordCommand extends Command<{ firstPassword: boolean }> {
  constructor(
    readonly userId: string,
    readonly currentPassword: string | null,
    readonly newPassword: string,
    readonly keepSessionId: string,
    readonly origin: { userAgent: string },
  ) {
    super();
  }
}

/** 'Forgot password': mails a one-time link to set a new one when the address has an account, nothing otherwise. */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}

/** Sets a new password with the emailed link's token; every session of the person ends. */
export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly newPassword: string,
    readonly origin: { userAgent: string },
  ) {
    super();
  }
}
