import { Controller, Delete, Get, Module, Param } from '@nestjs/common';
import { ActsOnUser, NeedsConfirmedEmail, Require, RequirePlan, RequiresRecentCheck, SignedIn } from '../../src/modules/identity/contracts/auth.js';

/**
 * Test-only routes: no product route needs a named permission yet, so these prove the real
 * guard over HTTP. The undeclared one proves the route-table check finds a forgotten rule.
 */
@Controller('test-access')
export class AccessProbeController {
  @Get('signed-in')
  @SignedIn()
  signedIn() {
    return { ok: true };
  }

  @Get('employer')
  @Require('isEmployer')
  employer() {
    return { ok: true };
  }

  @Get('search')
  @Require('canSearchCrew')
  search() {
    return { ok: true };
  }

  @Get('admin')
  @Require('isAdmin')
  admin() {
    return { ok: true };
  }

  @Get('analytics')
  @RequirePlan('analytics')
  analytics() {
    return { ok: true };
  }

  @Get('signed-in-confirmed')
  @SignedIn()
  @NeedsConfirmedEmail('contactCrew')
  signedInConfirmed() {
    return { ok: true };
  }

  @Delete('sensitive')
  @SignedIn()
  @RequiresRecentCheck()
  sensitive() {
    return { done: true };
  }
}

@Controller('test-undeclared')
export class UndeclaredProbeController {
  @Get()
  forgotten() {
    return { secret: true };
  }
}

/** An admin route that acts on a user: declared (the policy runs) and forgotten (the route table finds it). */
@Controller('admin/test-probe')
@Require('isAdmin')
export class AdminTargetProbeController {
  @Delete('declared/:userId')
  @ActsOnUser('delete')
  declared(@Param('userId') userId: string) {
    return { reached: userId };
  }

  @Delete('forgotten/:userId')
  forgotten(@Param('userId') userId: string) {
    return { reached: userId };
  }
}

@Module({ controllers: [AccessProbeController, UndeclaredProbeController, AdminTargetProbeController] })
export class AccessProbeModule {}
