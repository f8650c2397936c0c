import { notFound, type DomainError } from '@autoleasing/domain';
import { invalidParameter } from '../../../common/http/query-parameters';

export { invalidParameter };

/** Errors of the content endpoints: stable codes, German texts (spec 8); the one filter maps them. */
export const pageNotFound = (): DomainError => notFound('page_not_found', 'Ohje, die gewünschte Seite wurde nicht gefunden...');
export const articleNotFound = (): DomainError => notFound('article_not_found', 'Dieser Artikel wurde nicht gefunden.');
export const categoryNotFound = (): DomainError => notFound('magazine_category_not_found', 'Diese Magazin-Kategorie gibt es nicht.');
