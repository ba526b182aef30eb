import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A link mailed to an address on a company's web domain (DESIGN.md, "Companies"): following
 * it proves that whoever asked reads mail on that domain, and verifies the company. Only the
 * SHA-256 of the token is stored; a company has at most one live link (a new request replaces
 * it), and the rows go with the account (foreign key).
 */
@Entity({ tableName: 'company_domain_confirmations' })
export class CompanyDomainConfirmation {
  [OptionalProps]?: 'usedAt' | 'createdAt';

  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash: string;

  /** The company's owner (employer_companies is keyed by the account). */
  @Index()
  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'string', length: 254 })
  email: string;

  /** The company's web domain the address is on. */
  @Property({ type: 'string', length: 253 })
  domain: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
