import { Controller, Get, Header, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { safeReturnTo } from '../domain/return-to.js';
import { SIGN_OUT_PAGE } from './sign-out-page.js';
import { endSession } from './sessions.js';
import { SessionRegistry } from '../session-registry/session-registry.js';
import { Public } from '../contracts/auth.js';

/**
 * The spec's browser navigations: /api/login starts sign-in, /api/logout signs out. Signing
 * out is a POST (the cross-site guard refuses one sent by another site); GET /api/logout
 * shows a one-button page that sends it.
 */
@ApiTags('auth')
@Controller()
@Public()
export class SessionController {
  constructor(private readonly registry: SessionRegistry) {}

  @Get('login')
  @ApiOperation({ operationId: 'goToSignIn', summary: 'Go to the sign-in page, keeping returnTo' })
  @ApiQuery({ name: 'returnTo', required: false, type: String, description: 'A path on this site to come back to' })
  @ApiResponse({ status: 302, description: 'To /login' })
  login(@Query('returnTo') returnTo: unknown, @Res() res: Response) {
    const target = safeReturnTo(returnTo);
    res.redirect(302, target === '/' ? '/login' : `/login?${new URLSearchParams({ returnTo: target })}`);
  }

  @Get('logout')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ operationId: 'signOutPage', summary: "A page with one 'Sign out' button that POSTs /api/logout (a GET never signs out)" })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The sign-out page', schema: { type: 'string' } })
  signOutPage() {
    return SIGN_OUT_PAGE;
  }

  @Post('logout')
  @ApiOperation({ operationId: 'signOut', summary: 'End the session and go to the landing page (303 to /)' })
  @ApiResponse({ status: 303, description: 'To /' })
  async logout(@Req() req: Request, @Res() res: Response) {
    const userId = (req.user as { id?: string } | undefined)?.id;
    const sid = req.sessionID;
    await endSession(req);
    // The session's browser and address leave with it, not when the person next opens the list.
    if (userId && sid) await this.registry.forget(userId, [sid]).catch(() => undefined);
    res.clearCookie('crew.sid', { path: '/' });
    res.redirect(303, '/');
  }
}
