import type { RuntimeConfig } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RUNTIME_CONFIG } from '../../../../core/tokens';
import { robotsTxt } from '../../shared/sitemap/robots';
import { GetRobotsQuery } from './get-robots.query';

/** robots.txt: the closed areas and the sitemap link, a pure function of the public origin. */
@QueryHandler(GetRobotsQuery)
export class GetRobotsHandler implements IQueryHandler<GetRobotsQuery> {
  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  async execute(): Promise<string> {
    return robotsTxt(this.config.publicOrigin);
  }
}
