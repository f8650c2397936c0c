export * from './a4-document';
