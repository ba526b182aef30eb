import { Command, Query } from '@nestjs/cqrs';
import type { ProfilePdfView } from './profile-pdf.dto.js';

/** The person asks for a fresh profile PDF; while one is being built, that one is the answer. */
export class RequestProfilePdfCommand extends Command<ProfilePdfView> {
  constructor(readonly userId: string) {
    super();
  }
}

/** The person's profile PDFs, newest first (only the newest keeps its file). */
export class ListProfilePdfsQuery extends Query<ProfilePdfView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

/** A built profile PDF, for its owner only; null for anyone else, before it is built, or once replaced. */
export class GetProfilePdfFileQuery extends Query<{ body: Buffer; fileName: string } | null> {
  constructor(
    readonly userId: string,
    readonly pdfId: string,
  ) {
    super();
  }
}

/** The worker builds the PDF and its share link (idempotent: a built or failed one is left as it is). */
export class BuildProfilePdfCommand extends Command<void> {
  constructor(readonly pdfId: string) {
    super();
  }
}

/** After the build failed for good: marked failed, snapshot dropped. */
export class FailProfilePdfCommand extends Command<void> {
  constructor(
    readonly pdfId: string,
    readonly reason: string,
  ) {
    super();
  }
}
