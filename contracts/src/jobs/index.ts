export * from './job-catalogue';
