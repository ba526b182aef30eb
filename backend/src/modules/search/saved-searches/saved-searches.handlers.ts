import { SAVED_SEARCHES_MAX } from '@crew/contracts/search-values';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, NotFoundException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { normalizedCriteria, SAVED_SEARCH_NOT_FOUND, type SearchCriteria } from './saved-search-values.js';

/** A saved search as its owner sees it. */
export interface SavedSearchView {
  id: string;
  name: string;
  criteria: SearchCriteria;
  alerts: boolean;
  lastAlertAt: string | null;
  createdAt: string;
}

interface Row {
  id: string;
  name: string;
  criteria: SearchCriteria;
  alerts: boolean;
  last_alert_at: Date | null;
  created_at: Date;
}

const COLUMNS = 'id, name, criteria, alerts, last_alert_at, created_at';
const view = (row: Row): SavedSearchView => ({
  id: row.id,
  name: row.name,
  criteria: row.criteria,
  alerts: row.alerts,
  lastAlertAt: row.last_alert_at ? new Date(row.last_alert_at).toISOString() : null,
  createdAt: new Date(row.created_at).toISOString(),
});

const duplicateName = (name: string) => new ConflictException(`You already have a saved search named '${name}'`);
const isDuplicateName = (error: unknown) => error instanceof UniqueConstraintViolationException;

export class ListSavedSearchesQuery extends Query<SavedSearchView[]> {
  constructor(readonly employerId: string) {
    super();
  }
}

/** The employer's saved searches, newest first. */
@QueryHandler(ListSavedSearchesQuery)
export class ListSavedSearchesHandler implements IQueryHandler<ListSavedSearchesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ employerId }: ListSavedSearchesQuery): Promise<SavedSearchView[]> {
    const rows = await this.em.fork().execute<Row[]>(`select ${COLUMNS} from saved_searches where employer_id = ? order by created_at desc, id desc`, [employerId]);
    return rows.map(view);
  }
}

export class CreateSavedSearchCommand extends Command<SavedSearchView> {
  constructor(
    readonly employerId: string,
    readonly name: string,
    readonly criteria: SearchCriteria,
    readonly alerts: boolean,
  ) {
    super();
  }
}

/**
 * Saves a search under a name unique to the employer (any case), at most SAVED_SEARCHES_MAX
 * each: the count is read under a lock on the employer, so two saves at once cannot both
 * take the last place. Its alerts start from now: crew already listed are not news.
 */
@CommandHandler(CreateSavedSearchCommand)
export class CreateSavedSearchHandler implements ICommandHandler<CreateSavedSearchCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ employerId, name, criteria, alerts }: CreateSavedSearchCommand): Promise<SavedSearchView> {
    try {
      return await this.em.fork().transactional(async (em) => {
        await em.execute(`select pg_advisory_xact_lock(hashtext('search.saved-searches'), hashtext(?))`, [employerId]);
        const [{ n }] = await em.execute<Array<{ n: number }>>('select count(*)::int as n from saved_searches where employer_id = ?', [employerId]);
        if (n >= SAVED_SEARCHES_MAX) {
          throw new ConflictException(`You can keep up to ${SAVED_SEARCHES_MAX} saved searches: delete one to save another`);
        }
        const [row] = await em.execute<Row[]>(
          `insert into saved_searches (id, employer_id, name, criteria, alerts) values (?, ?, ?, ?::jsonb, ?) returning ${COLUMNS}`,
          [randomUUID(), employerId, name, JSON.stringify(normalizedCriteria(criteria)), alerts],
        );
        return view(row);
      });
    } catch (error) {
      if (isDuplicateName(error)) throw duplicateName(name);
      throw error;
    }
  }
}

export class UpdateSavedSearchCommand extends Command<SavedSearchView> {
  constructor(
    readonly employerId: string,
    readonly id: string,
    readonly changes: { name?: string; alerts?: boolean },
  ) {
    super();
  }
}

/** Renames a saved search or turns its alerts on or off; someone else's answers 404 like an unknown one. */
@CommandHandler(UpdateSavedSearchCommand)
export class UpdateSavedSearchHandler implements ICommandHandler<UpdateSavedSearchCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ employerId, id, changes }: UpdateSavedSearchCommand): Promise<SavedSearchView> {
    try {
      const [row] = await this.em.fork().execute<Row[]>(
        `update saved_searches set name = coalesce(?, name), alerts = coalesce(?, alerts), updated_at = now()
         where id = ? and employer_id = ? returning ${COLUMNS}`,
        [changes.name ?? null, changes.alerts ?? null, id, employerId],
      );
      if (!row) throw new NotFoundException(SAVED_SEARCH_NOT_FOUND);
      return view(row);
    } catch (error) {
      if (isDuplicateName(error)) throw duplicateName(changes.name ?? '');
      throw error;
    }
  }
}

export class DeleteSavedSearchCommand extends Command<void> {
  constructor(
    readonly employerId: string,
    readonly id: string,
  ) {
    super();
  }
}

/** Deletes a saved search and the record of whom its alerts listed. */
@CommandHandler(DeleteSavedSearchCommand)
export class DeleteSavedSearchHandler implements ICommandHandler<DeleteSavedSearchCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ employerId, id }: DeleteSavedSearchCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const deleted = await em.execute<unknown[]>('delete from saved_searches where id = ? and employer_id = ? returning id', [id, employerId]);
      if (deleted.length === 0) throw new NotFoundException(SAVED_SEARCH_NOT_FOUND);
      await em.execute('delete from saved_search_alerted where saved_search_id = ?', [id]);
    });
  }
}
