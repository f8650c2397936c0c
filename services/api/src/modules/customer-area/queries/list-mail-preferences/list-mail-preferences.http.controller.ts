import type { DealMailPreferenceDto } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { ListMailPreferencesQuery } from './list-mail-preferences.query';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/**
 * Which deal e-mails the customer gets (issue 17). Optional mails can be turned off; the required
 * ones (order confirmation, payment mails) are listed as always on. The deal-mails reaction reads
 * the stored choice when it sends.
 */
@ApiTags('customer-area')
@Controller('api/v1/customer_area/mail_preferences')
@RequiresLogin({ roles: ['Customer'] })
export class ListMailPreferencesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'E-Mail-Benachrichtigungen zu Bestellungen' })
  @RespondsWith('DealMailPreferenceList')
  list(@CurrentSession() session: AuthSession, @Query() _query: NoQueryDto): Promise<DealMailPreferenceDto[]> {
    return this.queryBus.execute(new ListMailPreferencesQuery(session.userId));
  }
}
