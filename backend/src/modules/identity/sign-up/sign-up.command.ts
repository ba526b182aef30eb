import { Command } from '@nestjs/cqrs';
import type { User } from '../user.entity.js';

export class SignUpCommand extends Command<User> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly firstName: string,
    readonly lastName: string,
    readonly returnTo: string,
  ) {
    super();
  }
}
