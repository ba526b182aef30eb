import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetUserQuery } from '../identity/contracts/get-user.query.js';
import type { UserView } from '../identity/contracts/user-view.js';

/** The signed-in account, read fresh, when it is an employer or agency account. */
@Injectable()
export class EmployerAccounts {
  constructor(private readonly queries: QueryBus) {}

  async require(userId: string): Promise<UserView> {
    const user = await this.queries.execute(new GetUserQuery(userId));
    if (!user) throw new UnauthorizedException('Unauthorized');
    if (user.role !== 'employer' && user.role !== 'agency') throw new ForbiddenException('Employer Access Required');
    return user;
  }
}
