import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { named, type NamedCertificate } from '../contracts/held-certificate-names.js';
import { heldCertificates } from '../domain/certificate-key.js';

export type { NamedCertificate } from '../contracts/held-certificate-names.js';

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
