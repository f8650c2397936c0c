import type { LegalOperatorResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetLegalOperatorQuery extends Query<LegalOperatorResponse> {}
