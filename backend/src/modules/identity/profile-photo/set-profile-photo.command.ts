import { Command } from '@nestjs/cqrs';

/** Makes an object the user uploaded their profile photo. */
export class SetProfilePhotoCommand extends Command<{ profileImageUrl: string }> {
  constructor(
    readonly userId: string,
    readonly profilePhotoURL: string,
  ) {
    super();
  }
}
