import type { TrimLevelDto } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class TrimLevelsQuery extends Query<TrimLevelDto[]> {
  constructor(
    readonly manufacturer: string,
    readonly carSeriesSlugs: string[],
  ) {
    super();
  }
}
