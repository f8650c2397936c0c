import type { LegalOperatorResponse } from '@autoleasing/contracts';
import { operatorConfigWarning, type RuntimeConfig } from '@autoleasing/infra';
import { Controller, Get, Header, Inject, Logger, type OnModuleInit, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../common/openapi/response-schemas';
import { NoQueryDto } from '../../../common/http/query-dto';
import { RUNTIME_CONFIG } from '../../../core/tokens';

@ApiTags('public')
@Controller('fe-api/v1/legal')
export class LegalHttpController implements OnModuleInit {
  private readonly logger = new Logger('LegalOperator');

  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  /** Production without OPERATOR_NAME starts (so `npm start` works) but says loudly what is missing. */
  onModuleInit(): void {
    const warning = operatorConfigWarning(this.config.operator, this.config.nodeEnv);
    if (warning) this.logger.warn(warning);
  }

  @Get('operator')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Anbieterangaben für Impressum und Datenschutzerklärung (Konfiguration OPERATOR_*)' })
  @RespondsWith('LegalOperatorResponse')
  operator(@Query() _query: NoQueryDto): LegalOperatorResponse {
    const operator = this.config.operator;
    return {
      name: operator.name,
      street: operator.street,
      postal_code: operator.postalCode,
      city: operator.city,
      managing_directors: [...operator.managingDirectors],
      register: operator.register,
      vat_id: operator.vatId,
      phone: operator.phone,
      email: operator.email,
      privacy_email: operator.privacyEmail,
      broker_authority: operator.brokerAuthority,
    };
  }
}
