import { CUSTOMER_DETAILS_GROUP, CUSTOMER_GROUP_LABELS, berlinCalendarDate, type CustomerDetailsKind, type CustomerDetailsUpdateResponse, type CustomerGroup } from '@autoleasing/contracts';
import { customerNotFound, forbidden, invalid, stepForDetails } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CHECK_INPUT_MESSAGE } from '../../../../common/http/error-mapping';
import type { AuthSession } from '../../../wall/auth/session.store';
import { customerActor } from '../../shared/checkout-actor';
import { CustomerDetailsRepository } from '../../shared/customer-details.repository';
import { DealAnswers } from '../../shared/deal-answers';
import { DealCommandsService } from '../../shared/deal-commands.service';
import { SelfAssessmentJobs } from '../../shared/self-assessment-jobs.service';
import { normaliseDetails, type DetailsContext } from './customer-details.rules';
import { SaveCustomerDetailsCommand } from './save-customer-details.command';

/**
 * Only the own id (another id answers 404), only the own group's kinds (spec 5.2: 403
 * `wrong_customer_group`). With deal_id the step of that deal is completed in the same transaction
 * as the details are saved. After the save, a Selbstauskunft made from other details is queued for
 * regeneration (best effort, docs/documents-and-payments.md).
 */
@CommandHandler(SaveCustomerDetailsCommand)
export class SaveCustomerDetailsHandler implements ICommandHandler<SaveCustomerDetailsCommand> {
  constructor(
    private readonly details: CustomerDetailsRepository,
    private readonly commands: DealCommandsService,
    private readonly selfAssessment: SelfAssessmentJobs,
    private readonly answers: DealAnswers,
  ) {}

  async execute<K extends CustomerDetailsKind>({ session, customerId, kind, body }: SaveCustomerDetailsCommand<K>): Promise<CustomerDetailsUpdateResponse<K>> {
    if (customerId !== session.userId) throw customerNotFound();
    const group = CUSTOMER_DETAILS_GROUP[kind];
    if (session.customerGroup !== group) {
      throw forbidden('wrong_customer_group', `Dieser Schritt ist nur für ${CUSTOMER_GROUP_LABELS[group]} vorgesehen.`);
    }
    const input = body as Record<string, unknown> & { deal_id?: string };
    const { data, errors } = normaliseDetails(kind, input, berlinCalendarDate(new Date()), await this.rulesContext(session.userId, kind));
    // Well-formed but invalid values (dates, IBAN, postal code …): 422 with the fields' German messages, nothing stored.
    if (errors.length > 0) throw invalid('invalid_details', CHECK_INPUT_MESSAGE, errors);

    if (!input.deal_id) {
      await this.details.save(undefined, session.userId, kind, data);
      await this.selfAssessment.regenerateAfterDetailsChange(session.userId, group, customerActor(session));
      return { kind, details: data as never, deal: null };
    }
    return this.saveWithStep(session, input.deal_id, kind, group, data);
  }

  /** The details and the deal's checkout step in one transaction. */
  private async saveWithStep<K extends CustomerDetailsKind>(
    session: AuthSession,
    dealId: string,
    kind: K,
    group: CustomerGroup,
    data: Record<string, unknown>,
  ): Promise<CustomerDetailsUpdateResponse<K>> {
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

  /** "Beschäftigt seit" is checked against the birthday saved with the personal details (another step's form). */
  private async rulesContext(userId: string, kind: CustomerDetailsKind): Promise<DetailsContext> {
    if (kind !== 'private_banking_details') return {};
    const saved = await this.details.byKind(userId, ['private_personal_details']);
    const birthday = saved.private_personal_details?.birthday;
    return typeof birthday === 'string' ? { savedBirthday: birthday } : {};
  }
}
