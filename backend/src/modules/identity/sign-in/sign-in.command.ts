import { Command } from '@nestjs/cqrs';
import type { User } from '../user.entity.js';

export class SignInWithPasswordCommand extends Command<User> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
