import { AUTOVORSTELLUNGEN_ARTICLES } from './autovorstellungen-articles';
import { LEASING_ARTICLES } from './leasing-articles';
import { MOBILITAET_ARTICLES } from './mobilitaet-articles';
import { RATGEBER_ARTICLES } from './ratgeber-articles';

export type { MagazineArticleSeed } from './article-types';

/** The articles written for the site, as first published; later edits go into new migrations or an editor. */
export const MAGAZINE_ARTICLES = [...MOBILITAET_ARTICLES, ...RATGEBER_ARTICLES, ...AUTOVORSTELLUNGEN_ARTICLES, ...LEASING_ARTICLES];
