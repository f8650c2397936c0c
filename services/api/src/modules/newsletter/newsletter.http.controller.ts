import { parseCustomerGroup, type CustomerGroup, type NewsletterResponse } from '@autoleasing/contracts';
import { badRequest } from '@autoleasing/domain';
import { Body, Controller, Get, Header, HttpCode, Inject, Ip, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../common/openapi/response-schemas';
import { QueryRest, QueryValue, type QueryRestParser } from '../../common/http/query-dto';
import { asGiven } from '../../common/http/query-values';
import { inBackground } from '../wall/accounts/neutral-mail-request';
import { WALL_CONFIG, type WallConfig } from '../wall/auth/wall-config';
import { Mailer } from '../wall/mail/mailer';
import { MailQuota } from '../wall/mail/mail-quota';
import { newsletterConfirmationMail } from './newsletter-mail';
import { NewsletterRegisterRequestDto } from './newsletter.request.dto';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterThrottle } from './newsletter-throttle';

const PENDING_MESSAGE =
  'Vielen Dank! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gesendet haben. Ohne Bestätigung erhalten Sie keinen Newsletter.';
const CONFIRMED_MESSAGE = 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.';

/**
 * The confirmation link's query: only `token`. Anything else (a missing, repeated or overlong
 * token, or any other key) makes the link invalid, the same answer as a wrong token.
 */
const confirmationToken: QueryRestParser<string> = (query) => {
  const token = query.token;
  if (typeof token !== 'string' || token.length > 100 || Object.keys(query).length !== 1) {
    throw badRequest('token_invalid', 'Dieser Bestätigungslink ist ungültig.');
  }
  return token;
};

export class NewsletterConfirmQueryDto {
  @QueryValue(asGiven, { required: true, description: 'Token aus dem Bestätigungslink (höchstens 100 Zeichen)' })
  @QueryRest(confirmationToken)
  token!: string;
}

/** Spec 7.3: newsletter sign-up with double opt-in through the wall's mailer (SMTP or outbox). */
@ApiTags('public')
@Controller('newsletter')
export class NewsletterHttpController {
  constructor(
    private readonly subscriptions: NewsletterRepository,
    private readonly throttle: NewsletterThrottle,
    private readonly mailer: Mailer,
    private readonly quota: MailQuota,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  @Post('register')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Newsletter-Anmeldung (Double-Opt-in)' })
  @RespondsWith('NewsletterResponse')
  async register(@Body() body: NewsletterRegisterRequestDto, @Ip() ip: string): Promise<NewsletterResponse> {
    await this.throttle.hit(ip);
    const signUp = {
      email: body.email,
      customerGroup: parseCustomerGroup(body.customer_group) as CustomerGroup,
      optinSource: body.optin_source,
      optinUrl: body.optin_url ?? null,
    };
    // The answer is the same, and leaves before any lookup, whether or not the address is known.
    inBackground(async () => {
      // Over the hourly limit for this address: not even a new token, so earlier links stay valid.
      if (!(await this.quota.take('newsletter_signup', signUp.email))) return;
      const token = await this.subscriptions.signUp(signUp);
      if (!token) return;
      const url = `${this.config.publicOrigin}/newsletter/confirm?token=${encodeURIComponent(token)}`;
      await this.mailer.send(newsletterConfirmationMail(signUp.email, url));
    });
    return { status: 'pending', message: PENDING_MESSAGE };
  }

  @Get('confirm')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Newsletter-Anmeldung bestätigen (Link aus der E-Mail)' })
  @RespondsWith('NewsletterResponse')
  async confirm(@Query() { token }: NewsletterConfirmQueryDto): Promise<NewsletterResponse> {
    const result = await this.subscriptions.confirm(token);
    if (result === 'expired') throw badRequest('token_expired', 'Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich erneut zum Newsletter an.');
    if (result === 'invalid') throw badRequest('token_invalid', 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.');
    return { status: 'confirmed', message: CONFIRMED_MESSAGE };
  }
}
