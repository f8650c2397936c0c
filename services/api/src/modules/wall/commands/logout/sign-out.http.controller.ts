import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { OptionalSession } from '../../auth/access-policy.decorator';
import { clearSessionCookie } from '../../auth/session-cookie';
import type { AuthSession } from '../../auth/session.store';
import { WALL_CONFIG, type WallConfig } from '../../auth/wall-config';
import { LogoutCommand } from './logout.command';
import { SignOutQueryDto } from './sign-out.request.dto';

/**
 * Spec 7.4 sign-out path for links (mails, other sites), the logout use case's second route (the
 * same LogoutCommand): ends the session and lands on /login, keeping a same-site redirect_url so
 * the user can come back where they were.
 */
@ApiTags('wall')
@Controller('callbacks/sign_out')
export class SignOutHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Abmelden per Link; leitet nach /login weiter' })
  @RespondsWithoutBody(302, 'Weiterleitung nach /login (mit redirect_url, wenn sie zur Seite gehört)')
  async signOut(
    @OptionalSession() session: AuthSession | null,
    @Query() { redirect_url: redirectUrl }: SignOutQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.commandBus.execute(new LogoutCommand(session?.sessionId ?? null));
    clearSessionCookie(reply, this.config.production);
    const target = redirectUrl !== undefined && isSameSite(redirectUrl, this.config.publicOrigin) ? redirectUrl : null;
    const location = target ? `/login?redirect_url=${encodeURIComponent(target)}` : '/login';
    void reply.header('cache-control', 'no-store').redirect(location, 302);
  }
}

function isSameSite(target: string, origin: string): boolean {
  try {
    return new URL(target, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
