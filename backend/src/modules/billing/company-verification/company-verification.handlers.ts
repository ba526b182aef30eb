import { DOMAIN_EMAIL_LINK_HOURS } from '@crew/contracts/companies';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { createHash, randomBytes } from 'node:crypto';
import { AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { fullName } from '../../identity/contracts/user-values.js';
import { type CompanyView, GetCompanyQuery, RevokeCompanyVerificationCommand, VerifyCompanyCommand } from '../contracts/company.js';
import { checkDomainEmail } from './company-domains.js';
import { companyVerificationChangedMail, domainEmailMail } from './company-mails.js';
import { ConfirmDomainEmailCommand, SendDomainEmailCommand } from './company-verification.commands.js';

export const NO_COMPANY = 'No company on file for this account';
const ALREADY_VERIFIED = 'This company is already verified';
const NOT_VERIFIED = 'This company is not verified';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

interface CompanyRow {
  company_name: string;
  company_type: CompanyView['type'];
  license_number: string | null;
  verified_at: Date | null;
  verification_method: NonNullable<CompanyView['verification']>['method'] | null;
  verified_domain: string | null;
  verified_email: string | null;
  pending_email: string | null;
  pending_domain: string | null;
  pending_expires_at: Date | null;
}

/** The company with its live link, if any (one statement; `for update` when changing it). */
async function readCompany(em: EntityManager, userId: string): Promise<CompanyView | null> {
  const [row] = await em.execute<CompanyRow[]>(
    `select c.company_name, c.company_type, c.license_number, c.verified_at, c.verification_method, c.verified_domain, c.verified_email,
            p.email as pending_email, p.domain as pending_domain, p.expires_at as pending_expires_at
     from employer_companies c
     left join lateral (select email, domain, expires_at from company_domain_confirmations
                        where user_id = c.user_id and used_at is null and expires_at > now() order by created_at desc limit 1) p on true
     where c.user_id = ?`,
    [userId],
  );
  if (!row) return null;
  const verified = row.verified_at !== null && row.verification_method !== null;
  return {
    name: row.company_name,
    type: row.company_type,
    licenseNumber: row.license_number,
    verified,
    verification: verified
      ? { method: row.verification_method!, verifiedAt: iso(row.verified_at)!, domain: row.verified_domain, email: row.verified_email }
      : null,
    // A verified company needs no link; one still live from before is not offered.
    pendingDomainEmail:
      !verified && row.pending_email && row.pending_domain ? { email: row.pending_email, domain: row.pending_domain, expiresAt: iso(row.pending_expires_at)! } : null,
  };
}

@QueryHandler(GetCompanyQuery)
export class GetCompanyHandler implements IQueryHandler<GetCompanyQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId }: GetCompanyQuery): Promise<CompanyView | null> {
    return readCompany(this.em.fork(), userId);
  }
}

@CommandHandler(SendDomainEmailCommand)
export class SendDomainEmailHandler implements ICommandHandler<SendDomainEmailCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async execute({ userId, website, email }: SendDomainEmailCommand): Promise<CompanyView> {
    const owner = await this.queries.execute(new GetUserQuery(userId));
    if (!owner) throw new UnauthorizedException('Unauthorized');
    const address = email.trim().toLowerCase();
    const checked = checkDomainEmail(website, address);
    if ('problem' in checked) throw new BadRequestException(checked.problem);
    return this.em.fork().transactional(async (em) => {
      // Locked: two requests at once leave one live link, not two.
      const [company] = await em.execute<Array<{ company_name: string; verified: boolean }>>(
        'select company_name, verified_at is not null as verified from employer_companies where user_id = ? for update',
        [userId],
      );
      if (!company) throw new NotFoundException(NO_COMPANY);
      if (company.verified) throw new ConflictException(ALREADY_VERIFIED);
      // One live link per company: the newest request is the one that counts.
      await em.execute('delete from company_domain_confirmations where user_id = ? and used_at is null', [userId]);
      const token = randomBytes(32).toString('base64url');
      await em.execute('insert into company_domain_confirmations (token_hash, user_id, email, domain, expires_at) values (?, ?, ?, ?, ?)', [
        hashToken(token),
        userId,
        address,
        checked.domain,
        new Date(Date.now() + DOMAIN_EMAIL_LINK_HOURS * 3_600_000),
      ]);
      this.mail.queue(
        em,
        domainEmailMail(address, {
          ownerName: fullName(owner),
          companyName: company.company_name,
          domain: checked.domain,
          url: `${this.config.APP_URL}/api/company/domain-email/${token}`,
        }),
      );
      return (await readCompany(em, userId))!;
    });
  }
}

@CommandHandler(ConfirmDomainEmailCommand)
export class ConfirmDomainEmailHandler implements ICommandHandler<ConfirmDomainEmailCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ token }: ConfirmDomainEmailCommand): Promise<boolean> {
    if (!/^[\w-]{20,100}$/.test(token)) return false;
    return this.em.fork().transactional(async (em) => {
      // One statement claims the link, so two clicks at once cannot both use it.
      const claimed = await em.execute<Array<{ user_id: string; email: string; domain: string }>>(
        `update company_domain_confirmations set used_at = now() where token_hash = ? and used_at is null and expires_at > now() returning user_id, email, domain`,
        [hashToken(token)],
      );
      if (claimed.length === 0) return false;
      const { user_id: userId, email, domain } = claimed[0];
      // Already verified meanwhile (by an admin): it stays as it was; the link still did its job.
      await em.execute(
        `update employer_companies set verified_at = now(), verification_method = 'domain_email', verified_by = null, verified_domain = ?, verified_email = ?
         where user_id = ? and verified_at is null`,
        [domain, email, userId],
      );
      return true;
    });
  }
}

/** An admin's verification or its withdrawal: the row changes only from the other state (else 409), and the owner is told. */
abstract class AdminCompanyDecision {
  constructor(
    protected readonly em: EntityManager,
    protected readonly queries: QueryBus,
    protected readonly mail: MailService,
    protected readonly config: AppConfig,
  ) {}

  protected async decide(command: VerifyCompanyCommand | RevokeCompanyVerificationCommand, verify: boolean): Promise<CompanyView> {
    const owner = await this.queries.execute(new GetUserQuery(command.userId));
    if (!owner) throw new NotFoundException('User not found');
    // `this.em` (not a fork) joins the admin area's transaction, so the change commits with its audit entry.
    return this.em.transactional(async (em) => {
      const changed = verify
        ? await em.execute<Array<{ company_name: string }>>(
            `update employer_companies set verified_at = now(), verification_method = 'admin', verified_by = ?, verified_domain = null, verified_email = null
             where user_id = ? and verified_at is null returning company_name`,
            [command.adminId, command.userId],
          )
        : await em.execute<Array<{ company_name: string }>>(
            `update employer_companies set verified_at = null, verification_method = null, verified_by = null, verified_domain = null, verified_email = null
             where user_id = ? and verified_at is not null returning company_name`,
            [command.userId],
          );
      if (changed.length === 0) {
        const [exists] = await em.execute<unknown[]>('select 1 from employer_companies where user_id = ?', [command.userId]);
        if (!exists) throw new NotFoundException(NO_COMPANY);
        throw new ConflictException(verify ? ALREADY_VERIFIED : NOT_VERIFIED);
      }
      // A link still out there must not undo (or redo) the admin's decision.
      await em.execute('delete from company_domain_confirmations where user_id = ? and used_at is null', [command.userId]);
      this.mail.queue(
        em,
        companyVerificationChangedMail(owner.email, {
          firstName: owner.firstName,
          companyName: changed[0].company_name,
          verified: verify,
          reason: command.reason,
          appUrl: this.config.APP_URL,
        }),
      );
      return (await readCompany(em, command.userId))!;
    });
  }
}

@CommandHandler(VerifyCompanyCommand)
export class VerifyCompanyHandler extends AdminCompanyDecision implements ICommandHandler<VerifyCompanyCommand> {
  constructor(em: EntityManager, queries: QueryBus, mail: MailService, config: AppConfig) {
    super(em, queries, mail, config);
  }

  execute(command: VerifyCompanyCommand): Promise<CompanyView> {
    return this.decide(command, true);
  }
}

@CommandHandler(RevokeCompanyVerificationCommand)
export class RevokeCompanyVerificationHandler extends AdminCompanyDecision implements ICommandHandler<RevokeCompanyVerificationCommand> {
  constructor(em: EntityManager, queries: QueryBus, mail: MailService, config: AppConfig) {
    super(em, queries, mail, config);
  }

  execute(command: RevokeCompanyVerificationCommand): Promise<CompanyView> {
    return this.decide(command, false);
  }
}
