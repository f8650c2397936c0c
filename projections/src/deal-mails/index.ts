export * from './deal-mails.reaction';
export * from './deal-mail-plan';
export * from './deal-mail-content';
export type { OrderSummaryInput } from './order-summary-pdf';
