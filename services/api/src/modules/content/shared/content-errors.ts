import { GERMAN_MESSAGES } from '@autoleasing/contracts';
import { notFound, type DomainError } from '@autoleasing/domain';

/** Errors of the content endpoints: stable codes, German texts (spec 8); the one filter maps them. */
export const pageNotFound = (): DomainError => notFound('page_not_found', GERMAN_MESSAGES.notFound);
