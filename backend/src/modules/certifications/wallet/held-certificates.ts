import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import type { CatalogueKind } from '../contracts/catalogue-ids.js';
import { certificateEntries } from '../contracts/certificate-names.js';
import { FREE_TEXT_KIND, type HeldCertificate, heldCertificates } from '../domain/certificate-key.js';

export interface NamedCertificate extends HeldCertificate {
  name: string;
  code: string | null;
}

/** The certifications a person holds now, as identity's profile says, with catalogue names and codes. */
@Injectable()
export class HeldCertificates {
  constructor(private readonly queries: QueryBus) {}

  /** 401 when the account is gone (a session outliving its deletion). */
  async of(userId: string): Promise<{ email: string; firstName: string; certificates: NamedCertificate[] }> {
    const user = await this.queries.execute(new GetUserQuery(userId));
    if (!user) throw new UnauthorizedException('Unauthorized');
    return { email: user.email, firstName: user.firstName, certificates: heldCertificates(user).map(named) };
  }

  /** The held certificate with this key, or a 400 naming the key. */
  async one(userId: string, key: string): Promise<NamedCertificate> {
    const found = (await this.of(userId)).certificates.find((c) => c.key === key);
    if (!found) throw new BadRequestException(`You do not hold the certification '${key}': add it to your profile first`);
    return found;
  }
}

export function named(held: HeldCertificate): NamedCertificate {
  if (held.kind === FREE_TEXT_KIND) return { ...held, name: held.value, code: null };
  const [entry] = certificateEntries(held.kind as CatalogueKind, [held.value]);
  // An id the catalogue no longer has keeps its details under the id itself.
  return { ...held, name: entry?.name ?? held.value, code: entry?.code ?? null };
}
