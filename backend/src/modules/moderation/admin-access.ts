import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetUserQuery } from '../identity/contracts/get-user.query.js';

/** Every admin level opens the admin area (spec section 6); read fresh, so a demotion counts at once. */
@Injectable()
export class AdminAccess {
  constructor(private readonly queries: QueryBus) {}

  async require(userId: string) {
    const user = await this.queries.execute(new GetUserQuery(userId));
    if (!user) throw new UnauthorizedException('Unauthorized');
    if (!user.adminLevel) throw new ForbiddenException('Admin privileges required');
    return user;
  }
}
