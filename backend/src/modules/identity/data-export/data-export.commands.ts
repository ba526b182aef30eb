import { Command, Query } from '@nestjs/cqrs';
import type { DataExportView } from './data-export.dto.js';

/** Starts building the person's data file; while one is being built, that one is returned. */
export class RequestDataExportCommand extends Command<DataExportView> {
  constructor(readonly userId: string) {
    super();
  }
}

/** The person's data files, newest first (only the newest keeps its file). */
export class ListDataExportsQuery extends Query<DataExportView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

/** A built data file, for its owner only; null for anyone else, before it is built, or once replaced. */
export class GetDataExportFileQuery extends Query<{ body: Buffer; fileName: string } | null> {
  constructor(
    readonly userId: string,
    readonly exportId: string,
  ) {
    super();
  }
}

/** The worker builds the file (idempotent). */
export class BuildDataExportCommand extends Command<void> {
  constructor(readonly exportId: string) {
    super();
  }
}

/** After the build failed for good. */
export class FailDataExportCommand extends Command<void> {
  constructor(
    readonly exportId: string,
    readonly reason: string,
  ) {
    super();
  }
}
