import type { DeliveryTimeBand } from '../catalogue/delivery';
import type { AdminDealRowDto, OpsAction } from '../checkout/api';
import { CUSTOMER_STATE_GROUPS, OPS_STATES, type CustomerStateGroup, type DealCustomerState, type ProcessCustomerState } from '../checkout/customer-states';
import type { AttachedDocument, AttachmentType } from '../documents/documents-api';

/**
 * The ops screen (/admin/ops_team/deals, Admin only): the filtered deal list, one deal's timeline
 * of events and the contract upload. The actions themselves are POST /api/v1/admin/deals/{id}/actions.
 */

/** The state groups the ops list offers: those with states from checkout_completed on. */
export const OPS_STATE_GROUPS = (Object.keys(CUSTOMER_STATE_GROUPS) as CustomerStateGroup[]).filter((group) =>
  (CUSTOMER_STATE_GROUPS[group] as readonly ProcessCustomerState[]).some((state) => OPS_STATES.includes(state)),
);

/** The ops states of a group (the contracts group starts at checkout_completed). */
export function opsStatesOfGroup(group: CustomerStateGroup): ProcessCustomerState[] {
  return (CUSTOMER_STATE_GROUPS[group] as readonly ProcessCustomerState[]).filter((state) => OPS_STATES.includes(state));
}

export const OPS_DEALS_PER_PAGE = 20;

/** GET /api/v1/admin/deals/search: every filter optional; `q` matches (a part of) the deal id, the order number, the customer's name or e-mail. */
export interface OpsDealSearchQuery {
  state_group?: CustomerStateGroup;
  customer_state?: DealCustomerState;
  q?: string;
  dealer_id?: string;
  page?: number;
}

export interface OpsDealRowDto extends AdminDealRowDto {
  customer_email: string;
  dealer_id: string;
  dealer_name: string;
  created_at: string;
  /** Customer messages after the last staff message (deal_messages): what ops still have to answer. */
  unanswered_messages: number;
}

export interface OpsDealerOption {
  id: string;
  name: string;
}

export interface OpsDealSearchResponse {
  data: OpsDealRowDto[];
  meta: { page: number; per_page: number; total: number };
  /** Dealers that have deals from checkout_completed on (the dealer filter's choices). */
  dealers: OpsDealerOption[];
}

/** Who did something to a deal, as the timeline shows it. */
export interface OpsTimelineActor {
  user_id: string;
  role: 'Customer' | 'Admin' | 'Dealer' | 'System';
  /** Name, else e-mail address; null for the system or an erased user. */
  name: string | null;
}

/** One event of the deal's stream. The fields after `actor` are set where the event has them. */
export interface OpsTimelineEntry {
  id: string;
  revision: number;
  type: string;
  occurred_at: string;
  actor: OpsTimelineActor;
  from_state?: DealCustomerState;
  to_state?: DealCustomerState;
  trigger?: string;
  delivery_time?: DeliveryTimeBand;
  attachment_type?: AttachmentType;
  document_id?: string;
  /** The staff member's note on an ops action or archive. */
  note?: string;
  /** The action had a note that was erased with the customer's personal data ("Notiz gelöscht"). */
  note_erased?: true;
}

/** GET /api/v1/admin/deals/{id}/timeline: the deal's row, its events (oldest first) and its contract documents. */
export interface OpsDealTimelineResponse {
  deal: OpsDealRowDto;
  events: OpsTimelineEntry[];
  contracts: AttachedDocument[];
}

/** POST /api/v1/admin/deals/{id}/contract_document/upload_target: a signed target for one contract PDF. */
export interface ContractUploadTargetRequest {
  file_name: string;
  /** Only application/pdf. */
  contentType: string;
}

/** POST /api/v1/admin/deals/{id}/contract_document: the uploaded PDF becomes the deal's contract document. */
export interface AttachContractRequest {
  s3_key: string;
}

/** Ops actions with a document: prepare_contract needs the contract uploaded first (the deal decider refuses it otherwise, 409 contract_document_required). */
export const OPS_ACTIONS_WITH_CONTRACT_UPLOAD: readonly OpsAction[] = ['prepare_contract'];

/** A staff reply to the customer's messages (POST /api/v1/admin/deals/{id}/messages). */
export const OPS_REPLY_MAX_LENGTH = 2000;
/** Category and source of a staff reply as DealMessagePosted records them. */
export const OPS_REPLY_CATEGORY = 'reply';
export const OPS_REPLY_SOURCE = 'ops';
/** German texts of a staff reply: the reply form checks them, the api refuses with the same words. */
export const OPS_REPLY_MESSAGES = {
  /** An empty reply (422 message_required, field message). */
  replyRequired: 'Bitte geben Sie eine Antwort ein.',
} as const;

/** A user's role as the staff screens name it next to a name: 'Anton Admin (Ops-Team)'. */
export const USER_ROLE_LABELS: Readonly<Record<OpsTimelineActor['role'], string>> = {
  Customer: 'Kunde',
  Admin: 'Ops-Team',
  Dealer: 'Händler',
  System: 'System',
};

/** A role as a label, or the role itself when it is not one we know. */
export function userRoleLabel(role: string): string {
  return (USER_ROLE_LABELS as Readonly<Record<string, string>>)[role] ?? role;
}

/** Who wrote a deal message, as the ops screen labels it. */
export const OPS_MESSAGE_AUTHOR_LABELS: Readonly<Record<OpsTimelineActor['role'], string>> = {
  Customer: 'Kunde',
  Admin: 'unser Team',
  Dealer: 'unser Team',
  System: 'System',
};

/** One message of a deal's thread (text from deal_messages), oldest first in GET /api/v1/admin/deals/{id}/messages. */
export interface OpsDealMessageDto {
  id: string;
  message: string;
  category: string;
  source: string;
  author_role: OpsTimelineActor['role'];
  /** 'Kunde', 'unser Team' or 'System'. */
  author: string;
  /** The writing user's name (else e-mail); null once erased. */
  author_name: string | null;
  created_at: string;
  /** The customer message a staff reply answers (null: none, or it was erased). */
  reply_to: string | null;
}

/** POST /api/v1/admin/deals/{id}/messages: 1..2000 characters after trimming; reply_to a message id of the same deal. */
export interface OpsDealReplyRequest {
  message: string;
  reply_to?: string;
}
