import type { ComparisonManufacturersAndBanksResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** The brands and banks the admin comparison (spec 2.5, 7.7) offers. */
export class ListComparisonManufacturersAndBanksQuery extends Query<ComparisonManufacturersAndBanksResponse> {}
