export * from './discount-cells';
export * from './discount-table.events';
export * from './discount-table.decider';
export * from './discount-layout.decider';
export * from './discount-event-schemas';
export * from './discount-table-restore';
export * from './discount-campaigns';
