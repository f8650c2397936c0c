export * from './self-assessment-form.processor';
