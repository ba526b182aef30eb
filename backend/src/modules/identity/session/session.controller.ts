import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { safeReturnTo } from '../domain/return-to.js';
import { endSession } from './sessions.js';
import { Public } from '../contracts/auth.js';

/** The spec's browser navigations: /api/login starts sign-in, /api/logout signs out. */
@ApiTags('auth')
@Controller()
@Public()
export class SessionController {
  @Get('login')
  @ApiOperation({ operationId: 'goToSignIn', summary: 'Go to the sign-in page, keeping returnTo' })
  @ApiQuery({ name: 'returnTo', required: false, type: String, description: 'A path on this site to come back to' })
  @ApiResponse({ status: 302, description: 'To /login' })
  login(@Query('returnTo') returnTo: unknown, @Res() res: Response) {
    const target = safeReturnTo(returnTo);
    res.redirect(302, target === '/' ? '/login' : `/login?${new URLSearchParams({ returnTo: target })}`);
  }

  @Get('logout')
  @ApiOperation({ operationId: 'signOut', summary: 'End the session and go to the landing page' })
  @ApiResponse({ status: 302, description: 'To /' })
  async logout(@Req() req: Request, @Res() res: Response) {
    await endSession(req);
    res.clearCookie('crew.sid', { path: '/' });
    res.redirect(302, '/');
  }
}
