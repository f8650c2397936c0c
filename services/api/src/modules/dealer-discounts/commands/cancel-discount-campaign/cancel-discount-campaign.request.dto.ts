import { requiredUuid } from '../../../../common/http/query-values';

export { TableScopeDto as CancelDiscountCampaignRequestDto } from '../../shared/table-scope.dto';

/** The campaign id from the path, checked as the other ids are (400 with its German message). */
export function parseCampaignId(campaignId: string): string {
  return requiredUuid(campaignId, 'campaign_id');
}
