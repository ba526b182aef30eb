import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'Go to the sign-in page, keeping returnTo' })
  login(@Query('returnTo') returnTo: unknown, @Res() res: Response) {
    const target = safeReturnTo(returnTo);
    res.redirect(302, target === '/' ? '/login' : `/login?${new URLSearchParams({ returnTo: target })}`);
  }

  @Get('logout')
  @ApiOperation({ summary: 'End the session and go to the landing page' })
  async logout(@Req() req: Request, @Res() res: Response) {
    await endSession(req);
    res.clearCookie('crew.sid', { path: '/' });
    res.redirect(302, '/');
  }
}
