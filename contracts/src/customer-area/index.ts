export * from './api';
export * from './deal-mails';
export * from './shop';
export * from './timeline-folding';
export * from './timeline-texts';
export * from './privacy';
export * from './state-group-order';
