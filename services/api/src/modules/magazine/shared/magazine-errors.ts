import { notFound, type DomainError } from '@autoleasing/domain';

/** Errors of the magazine endpoints: stable codes, German texts (spec 8); the one filter maps them. */
export const articleNotFound = (): DomainError => notFound('article_not_found', 'Dieser Artikel wurde nicht gefunden.');
export const categoryNotFound = (): DomainError => notFound('magazine_category_not_found', 'Diese Magazin-Kategorie gibt es nicht.');
