import {
  CUSTOMER_DETAILS_GROUP,
  CUSTOMER_GROUP_LABELS,
  berlinCalendarDate,
  type CheckoutCustomerDto,
  type CustomerDetailsKind,
  type CustomerDetailsUpdateResponse,
} from '@autoleasing/contracts';
import { forbidden, invalid, notFound, stepForDetails } from '@autoleasing/domain';
import { Body, Controller, Get, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../wall/auth/session.store';
import { SelfAssessmentJobs } from '../self-assessment/self-assessment-jobs.service';
import { DealAnswers } from '../shared/deal-answers';
import { DealCommandsService } from '../shared/deal-commands.service';
import { customerActor } from '../shared/checkout-actor';
import {
  BusinessCompanyDetailsDto,
  BusinessCompanyManagerDetailsDto,
  BusinessPersonalDetailsDto,
  PrivateBankingDetailsDto,
  PrivatePersonalDetailsDto,
} from './customer-details.request.dto';
import { CustomerDetailsRepository } from './customer-details.repository';
import { normaliseDetails, type DetailsContext } from './customer-details.rules';

/**
 * The checkout's customer (spec 7.5): GET the customer with all saved details, PATCH one kind of
 * details. Only the own id (another id answers 404), only the own group's kinds (spec 5.2: 403
 * `wrong_customer_group`, the web sends the user to /checkout?deal_id=…). With deal_id the step
 * of that deal is completed in the same transaction as the details are saved. After the save, a
 * Selbstauskunft made from other details is queued for regeneration (best effort, docs/documents-and-payments.md).
 */
@ApiTags('checkout')
@Controller('api/v1/checkout/customer')
@RequiresLogin({ roles: ['Customer'] })
export class CheckoutCustomerHttpController {
  constructor(
    private readonly details: CustomerDetailsRepository,
    private readonly commands: DealCommandsService,
    private readonly selfAssessment: SelfAssessmentJobs,
    private readonly answers: DealAnswers,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Kunde im Checkout mit gespeicherten Angaben' })
  get(@CurrentSession() session: AuthSession): Promise<CheckoutCustomerDto> {
    return this.details.customer(session.userId);
  }

  @Patch(':id/private_personal_details')
  @ApiOperation({ summary: 'Persönliche Angaben (Privatkunden)' })
  privatePersonal(@CurrentSession() s: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: PrivatePersonalDetailsDto) {
    return this.save(s, id, 'private_personal_details', body);
  }

  @Patch(':id/private_banking_details')
  @ApiOperation({ summary: 'Bonitätsangaben und Bankverbindung (Privatkunden)' })
  privateBanking(@CurrentSession() s: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: PrivateBankingDetailsDto) {
    return this.save(s, id, 'private_banking_details', body);
  }

  @Patch(':id/business_company_manager_details')
  @ApiOperation({ summary: 'Ansprechpartner (Geschäftskunden)' })
  businessManager(@CurrentSession() s: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: BusinessCompanyManagerDetailsDto) {
    return this.save(s, id, 'business_company_manager_details', body);
  }

  @Patch(':id/business_company_details')
  @ApiOperation({ summary: 'Firmenangaben (Geschäftskunden)' })
  businessCompany(@CurrentSession() s: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: BusinessCompanyDetailsDto) {
    return this.save(s, id, 'business_company_details', body);
  }

  @Patch(':id/business_personal_details')
  @ApiOperation({ summary: 'Angaben zum Inhaber (Geschäftskunden)' })
  businessPersonal(@CurrentSession() s: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: BusinessPersonalDetailsDto) {
    return this.save(s, id, 'business_personal_details', body);
  }

  /** "Beschäftigt seit" is checked against the birthday saved with the personal details (another step's form). */
  private async rulesContext(userId: string, kind: CustomerDetailsKind): Promise<DetailsContext> {
    if (kind !== 'private_banking_details') return {};
    const saved = await this.details.byKind(userId, ['private_personal_details']);
    const birthday = saved.private_personal_details?.birthday;
    return typeof birthday === 'string' ? { savedBirthday: birthday } : {};
  }

  private async save<K extends CustomerDetailsKind>(
    session: AuthSession,
    customerId: string,
    kind: K,
    body: object,
  ): Promise<CustomerDetailsUpdateResponse<K>> {
    if (customerId !== session.userId) throw notFound('customer_not_found', 'Der Kunde wurde nicht gefunden.');
    const group = CUSTOMER_DETAILS_GROUP[kind];
    if (session.customerGroup !== group) {
      throw forbidden('wrong_customer_group', `Dieser Schritt ist nur für ${CUSTOMER_GROUP_LABELS[group]} vorgesehen.`);
    }
    const input = body as Record<string, unknown> & { deal_id?: string };
    const { data, errors } = normaliseDetails(kind, input, berlinCalendarDate(new Date()), await this.rulesContext(session.userId, kind));
    // Well-formed but invalid values (dates, IBAN, postal code …): 422 with the fields' German messages, nothing stored.
    if (errors.length > 0) throw invalid('invalid_details', 'Bitte prüfen Sie Ihre Eingaben.', errors);

    if (!input.deal_id) {
      await this.details.save(undefined, session.userId, kind, data);
      await this.selfAssessment.regenerateAfterDetailsChange(session.userId, group, customerActor(session));
      return { kind, details: data as never, deal: null };
    }
    const dealId = input.deal_id;
    // Ownership is checked on the deal's stream before the details are written, in the same transaction.
    const result = await this.commands.execute(
      dealId,
      { type: 'CompleteCheckoutStep', step: stepForDetails(kind), customerGroup: group, actor: customerActor(session), alreadyDoneIsFine: true },
      customerActor(session),
      { ownerId: session.userId, writes: (client) => this.details.saveStatement(client, session.userId, kind, data) },
    );
    // Independent reads after the commit: side by side, so the step waits for one round trip, not two.
    const [, deal] = await Promise.all([
      this.selfAssessment.regenerateAfterDetailsChange(session.userId, group, customerActor(session)),
      this.answers.after(dealId, session.userId, result),
    ]);
    return { kind, details: data as never, deal };
  }
}
