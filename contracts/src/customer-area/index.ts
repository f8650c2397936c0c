export * from './api';
export * from './shop';
export * from './timeline-texts';
export * from './deal-mails';
