import { Command } from '@nestjs/cqrs';
import type { SignUpIntent } from '../contracts/user-values.js';
import type { User } from '../user.entity.js';

/**
 * `created` is false when the email already had an account: the caller answers exactly as for a
 * new account (without a session) and the owner is told by email (ADR 0016).
 */
export interface SignUpResult {
  user: User;
  created: boolean;
}

export class SignUpCommand extends Command<SignUpResult> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly firstName: string,
    readonly lastName: string,
    readonly returnTo: string,
    readonly intent: SignUpIntent = 'crew',
  ) {
    super();
  }
}
