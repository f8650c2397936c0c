export * from './api-error';
export * from './catalogue';
export * from './content';
export * from './health';
export * from './car-picture-url';
export * from './response-bodies';
export * from './page-titles';
export * from './server-render';
