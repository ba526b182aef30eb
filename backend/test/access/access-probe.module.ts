import { Controller, Get, Module } from '@nestjs/common';
import { Require, SignedIn } from '../../src/modules/identity/contracts/auth.js';

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
}

@Controller('test-undeclared')
export class UndeclaredProbeController {
  @Get()
  forgotten() {
    return { secret: true };
  }
}

@Module({ controllers: [AccessProbeController, UndeclaredProbeController] })
export class AccessProbeModule {}
