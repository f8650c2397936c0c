import type { LegalOperatorResponse } from '@autoleasing/contracts';
import { operatorConfigWarning, type RuntimeConfig } from '@autoleasing/infra';
import { Inject, Logger, type OnModuleInit } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RUNTIME_CONFIG } from '../../../../core/tokens';
import { GetLegalOperatorQuery } from './get-legal-operator.query';

/** The operator data of the Impressum and the privacy policy, from the OPERATOR_* configuration. */
@QueryHandler(GetLegalOperatorQuery)
export class GetLegalOperatorHandler implements IQueryHandler<GetLegalOperatorQuery>, OnModuleInit {
  private readonly logger = new Logger('LegalOperator');

  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  /** Production without OPERATOR_NAME starts (so `npm start` works) but says loudly what is missing. */
  onModuleInit(): void {
    const warning = operatorConfigWarning(this.config.operator, this.config.nodeEnv);
    if (warning) this.logger.warn(warning);
  }

  execute(): Promise<LegalOperatorResponse> {
    const operator = this.config.operator;
    return Promise.resolve({
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
    });
  }
}
