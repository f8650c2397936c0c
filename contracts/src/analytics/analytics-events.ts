/**
 * Analytics events the web may send (spec 4.6, 8). The API accepts only these names, so a typo or
 * a made-up event is refused instead of silently polluting the log. Later issues add theirs here
 * (e.g. submit_screen for deal step failures, coupon_submit for referrals).
 */
export const ANALYTICS_EVENTS = ['login_success', 'login_failed', 'failed_wall_registration', 'change_password_failed', 'submit_screen', 'coupon_submit'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/**
 * The only property keys an event may carry. A closed list (and no free text: see
 * ANALYTICS_TEXT_PATTERN) is what keeps personal data such as e-mail addresses out of the log.
 * - status: HTTP status of a failed call (0 = no response)
 * - code: the API's stable error code
 * - step, failure, applied: for checkout and referral events of later issues
 */
export const ANALYTICS_PROP_KEYS = ['status', 'code', 'step', 'failure', 'applied'] as const;
export type AnalyticsPropKey = (typeof ANALYTICS_PROP_KEYS)[number];
export type AnalyticsPropValue = string | number | boolean;
export type AnalyticsProps = Partial<Record<AnalyticsPropKey, AnalyticsPropValue>>;

/** POST /api/v1/analytics/events; answered 202 without a body. */
export interface AnalyticsEventRequest {
  event: AnalyticsEventName;
  props?: AnalyticsProps;
}

export const ANALYTICS_MAX_PROPS = 5;
export const ANALYTICS_MAX_TEXT_LENGTH = 64;
/** Codes and step names only: no '@', spaces or other characters an address or a name needs. */
export const ANALYTICS_TEXT_PATTERN = /^[A-Za-z0-9_.:-]*$/;

/** Problems of a props object (empty when valid); shared by the API's DTO and the web's sink. */
export function analyticsPropsProblems(props: unknown): string[] {
  if (props === undefined) return [];
  if (typeof props !== 'object' || props === null || Array.isArray(props)) return ['props must be an object'];
  const entries = Object.entries(props);
  const problems: string[] = [];
  if (entries.length > ANALYTICS_MAX_PROPS) problems.push(`props may have at most ${ANALYTICS_MAX_PROPS} keys`);
  for (const [key, value] of entries) {
    if (!(ANALYTICS_PROP_KEYS as readonly string[]).includes(key)) problems.push(`props.${key} is not allowed`);
    else if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > 1_000_000) problems.push(`props.${key} is out of range`);
    } else if (typeof value === 'string') {
      if (value.length > ANALYTICS_MAX_TEXT_LENGTH || !ANALYTICS_TEXT_PATTERN.test(value)) problems.push(`props.${key} is not a short code`);
    } else if (typeof value !== 'boolean') problems.push(`props.${key} must be a string, number or boolean`);
  }
  return problems;
}
