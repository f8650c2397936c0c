export * from './mail-outbox';
export * from './mail-signature';
