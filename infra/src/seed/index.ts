export { generateDemoData, OFFER_COUNTS, type DemoDataCounts, type GenerateDemoDataOptions } from './generate-demo-data';
export { DEMO_PASSWORD } from './build-users';
