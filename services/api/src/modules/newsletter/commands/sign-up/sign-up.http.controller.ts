import { parseCustomerGroup, type CustomerGroup, type NewsletterResponse } from '@autoleasing/contracts';
import { Body, Controller, Header, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { SignUpCommand } from './sign-up.command';
import { NewsletterRegisterRequestDto } from './sign-up.request.dto';

const PENDING_MESSAGE =
  'Vielen Dank! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gesendet haben. Ohne Bestätigung erhalten Sie keinen Newsletter.';

/** Spec 7.3: newsletter sign-up with double opt-in through the wall's mailer (SMTP or outbox). */
@ApiTags('public')
@Controller('newsletter')
export class SignUpHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('register')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Newsletter-Anmeldung (Double-Opt-in)' })
  @RespondsWith('NewsletterResponse')
  async register(@Body() body: NewsletterRegisterRequestDto, @Ip() ip: string): Promise<NewsletterResponse> {
    const signUp = {
      email: body.email,
      customerGroup: parseCustomerGroup(body.customer_group) as CustomerGroup,
      optinSource: body.optin_source,
      optinUrl: body.optin_url ?? null,
    };
    await this.commandBus.execute(new SignUpCommand(signUp, ip));
    return { status: 'pending', message: PENDING_MESSAGE };
  }
}
