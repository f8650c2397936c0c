import { Query } from '@nestjs/cqrs';

/** robots.txt as text. */
export class GetRobotsQuery extends Query<string> {}
