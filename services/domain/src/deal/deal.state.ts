import type {
  AttachmentType,
  CustomerGroup,
  DealCustomerState,
  DeliveryTimeBand,
  ExtraName,
  FinanceOption,
  FinanceSelection,
  LogisticsChoice,
  PaymentStatus,
} from '@autoleasing/contracts';
import type { FinalOfferTerms } from './deal.events';

/** The folded state of a deal stream: what the decider and the order rules read. */
export interface OpenDeal {
  status: 'open';
  dealId: string;
  customerId: string;
  customerGroup: CustomerGroup;
  customerState: DealCustomerState;
  carSpecId: string;
  carModelId: string;
  finalOfferId: string;
  offer: FinalOfferTerms;
  financeOptions: FinanceOption;
  financeSelection: FinanceSelection | null;
  selectedExtra: ExtraName | null;
  logistics: LogisticsChoice | null;
  extrasAgbConsent: boolean;
  paymentStatus: PaymentStatus | null;
  referredByCode: string | null;
  deliveryTime: DeliveryTimeBand | null;
  /** Set by the documents flow (DealSelfAssessmentFormGenerated). */
  selfAssessmentFormGenerated: boolean;
  /** The current Selbstauskunft and the details version it was made from (null: before versions). */
  selfAssessmentForm: { documentId: string; detailsVersion: string | null } | null;
  /** Attached documents by id (documents flow). */
  documents: Readonly<Record<string, AttachmentType>>;
  /** The legal texts' versions the customer accepted (DealTermsAccepted). */
  termsAccepted: { agbVersion: string; withdrawalVersion: string | null } | null;
  /** Set when the checkout completed (DealOrderPlaced). */
  orderNumber: string | null;
  /** The reservation of the one-time amount and what became of it. */
  payment: { paymentId: string; amountCents: number; status: 'authorised' | 'captured' | 'voided' | 'refunded' } | null;
}

export type DealState = { status: 'none' } | OpenDeal;
