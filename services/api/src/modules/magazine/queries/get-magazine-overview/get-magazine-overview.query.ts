import type { MagazineOverviewResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetMagazineOverviewQuery extends Query<MagazineOverviewResponse> {}
