export * from './deal-mails.reaction';
export * from './deal-mail-plan';
export * from './deal-mail-content';
export * from './order-summary-pdf';
