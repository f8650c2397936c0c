import { DEAL_MAIL_KINDS, DEAL_MAIL_LABELS, isDealMailKind, isRequiredDealMail, type DealMailPreferenceDto } from '@autoleasing/contracts';
import { invalid, ruleViolated } from '@autoleasing/domain';
import { Body, Controller, Get, Inject, Param, Patch } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import { CurrentSession, RequiresLogin } from '../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../wall/auth/session.store';

export class UpdateMailPreferenceDto {
  @ApiProperty()
  @IsBoolean({ message: 'Bitte geben Sie an, ob Sie diese E-Mail erhalten möchten.' })
  readonly enabled!: boolean;
}

/**
 * Which deal e-mails the customer gets (issue 17). Optional mails can be turned off; the required
 * ones (order confirmation, payment mails) are listed as always on and refuse a change. The
 * deal-mails reaction reads the stored choice when it sends.
 */
@ApiTags('customer-area')
@Controller('api/v1/customer_area/mail_preferences')
@RequiresLogin({ roles: ['Customer'] })
export class MailPreferencesHttpController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get()
  @ApiOperation({ summary: 'E-Mail-Benachrichtigungen zu Bestellungen' })
  list(@CurrentSession() session: AuthSession): Promise<DealMailPreferenceDto[]> {
    return this.preferences(session.userId);
  }

  @Patch(':kind')
  @ApiOperation({ summary: 'Eine E-Mail-Benachrichtigung an- oder abbestellen' })
  async update(@CurrentSession() session: AuthSession, @Param('kind') kind: string, @Body() body: UpdateMailPreferenceDto): Promise<DealMailPreferenceDto[]> {
    if (!isDealMailKind(kind)) throw invalid('unknown_mail_kind', 'Diese E-Mail-Benachrichtigung gibt es nicht.');
    if (isRequiredDealMail(kind)) {
      if (!body.enabled) throw ruleViolated('mail_required', 'Diese E-Mail ist gesetzlich vorgeschrieben und kann nicht abbestellt werden.');
      return this.preferences(session.userId);
    }
    await this.pool.query(
      `INSERT INTO customer_mail_preferences (customer_id, kind, enabled, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (customer_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
      [session.userId, kind, body.enabled],
    );
    return this.preferences(session.userId);
  }

  private async preferences(customerId: string): Promise<DealMailPreferenceDto[]> {
    const { rows } = await this.pool.query<{ kind: string; enabled: boolean }>('SELECT kind, enabled FROM customer_mail_preferences WHERE customer_id = $1', [customerId]);
    const stored = new Map(rows.map((r) => [r.kind, r.enabled]));
    return DEAL_MAIL_KINDS.map((kind) => {
      const required = isRequiredDealMail(kind);
      return { kind, label: DEAL_MAIL_LABELS[kind], required, enabled: required || (stored.get(kind) ?? true) };
    });
  }
}
