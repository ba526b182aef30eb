import { Command } from '@nestjs/cqrs';

export interface Viewer {
  /** The signed-in visitor, if any: the owner's own views do not count. */
  userId: string | null;
  ip: string;
  userAgent: string;
}

/** Counts one view of a live link; answers whether it counted. */
export class RecordShareViewCommand extends Command<boolean> {
  constructor(
    readonly linkId: string,
    readonly ownerId: string,
    readonly token: string,
    readonly viewer: Viewer,
  ) {
    super();
  }
}
