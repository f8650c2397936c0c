/** What the app uses of the content feature: page SEO for every route. */
export { usePageSeo } from './lib/use-page-seo';
