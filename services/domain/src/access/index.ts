export * from './dealer-scope';
