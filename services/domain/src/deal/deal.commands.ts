import type { AttachmentType, CustomerDetailsKind, CustomerGroup, DealCustomerState, DealMessageCategory, DealMessageSource, DeliveryOption, DeliveryTimeBand, ExtraName, FinanceSelection, LogisticsChoice, OpsAction, PaymentStatus } from '@autoleasing/contracts';
import type { DealActor, DealCreated, DealRates, FinalOfferTerms } from './deal.events';
import type { CustomerStep } from './deal.transitions';
import type { OrderFacts } from './deal-order.rules';

/** What the deal decider is asked to do; `deal.decider.ts` dispatches each to its concern's module. */
export type DealCommand =
  /** The facts of DealCreated but its time, which the decider stamps (`at`). */
  | ({ type: 'CreateDeal' } & Omit<DealCreated['data'], 'createdAt'>)
  /**
   * The customer completes a step. `alreadyDoneIsFine`: saving details again for a deal that is
   * already at or past the step's target changes nothing (going back to edit details); without it
   * (status_update) the same target again is a no-op too, but a step that does not fit the state is 409.
   */
  | { type: 'CompleteCheckoutStep'; step: CustomerStep; customerGroup: CustomerGroup; actor: DealActor; alreadyDoneIsFine?: boolean }
  /**
   * status_update (spec 7.5): the customer asks for a target state; the table's customer step from
   * the current state to it is taken. Steps that need details count only when those details are
   * saved (`savedDetails`, looked up by the caller).
   */
  | {
      type: 'RequestCustomerState';
      to: DealCustomerState;
      customerGroup: CustomerGroup;
      savedDetails: readonly CustomerDetailsKind[];
      actor: DealActor;
      /** b2b: the company's founding date (ISO) for the documents rule (BWA of young companies). */
      companyFoundedOn?: string | null;
      /** checkout_completed: the legal texts accepted with this request (recorded with the order). */
      terms?: OrderFacts['terms'];
      /** checkout_completed: the order number the caller drew in this command's transaction. */
      orderNumber?: string;
    }
  | { type: 'ChangeConfiguration'; offer: FinalOfferTerms }
  /** `rates`: the rates recalculated for the new downpayment by the caller (leasing math). */
  | { type: 'ChangeDownpayment'; downpaymentCents: number; rates: DealRates }
  | { type: 'GiveExtrasAgbConsent'; consent: boolean }
  | { type: 'SelectExtra'; extraId: ExtraName }
  | { type: 'ChooseLogistics'; logistics: LogisticsChoice | null }
  | { type: 'ChangeDeliveryOption'; deliveryOption: DeliveryOption }
  | { type: 'ChangeFinanceSelection'; financeSelection: FinanceSelection }
  | { type: 'PostMessage'; messageId: string; category: DealMessageCategory; source: DealMessageSource; actor: DealActor }
  | { type: 'ApplyReferral'; referredByCode: string; referrerCustomerId: string }
  | { type: 'ChangePaymentStatus'; paymentStatus: PaymentStatus; chargeId: string | null }
  /** The provider reserved the one-time amount on the customer's card (`paymentId`: the provider's id). */
  | { type: 'AuthorisePayment'; paymentId: string; amountCents: number; method: 'card'; actor: DealActor }
  /** The customer cancels the reservation (to change the terms): the amount is due again. */
  | { type: 'VoidPayment'; actor: DealActor }
  /** Ops paid back a captured amount. */
  | { type: 'RefundPayment'; actor: DealActor }
  | { type: 'RestartConfigurator'; documentId: string | null; actor: DealActor }
  /**
   * `noteId`: the staff member's optional note, whose text the caller stores in deal_ops_notes
   * (never in the event) when the decision yields events; `noteLength`: its trimmed length, so
   * the rule on its length stays here. No noteId for a blank note.
   */
  | { type: 'PerformOpsAction'; action: OpsAction; deliveryTime?: DeliveryTimeBand; noteId?: string; noteLength?: number; actor: DealActor }
  | { type: 'ArchiveDeal'; by: 'customer' | 'ops'; actor: DealActor }
  /** Documents flow: the document belongs to the deal's customer (checked by the caller). */
  | { type: 'AttachDocument'; documentId: string; attachmentType: AttachmentType; finalOfferId: string | null; actor: DealActor }
  | { type: 'RemoveDocument'; documentId: string; actor: DealActor }
  /**
   * The worker rendered the Selbstauskunft from the details of `detailsVersion`. A form of another
   * version is replaced (removed, the new one generated); the same version records nothing.
   */
  | { type: 'RecordSelfAssessmentForm'; documentId: string; detailsVersion?: string; actor?: DealActor };

/** The commands of the given types: what one concern's module decides. */
export type CommandOf<T extends DealCommand['type']> = Extract<DealCommand, { type: T }>;
