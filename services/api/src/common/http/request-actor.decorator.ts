import type { Actor } from '@autoleasing/contracts';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

export const VISITOR: Actor = { userId: 'anonymous', role: 'Visitor' };

/**
 * The acting user of a request. Authentication (wall issue) sets `request.actor` from the access
 * token; until a request carries a valid one it is a Visitor.
 */
export const RequestActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor => {
  const request = context.switchToHttp().getRequest<{ actor?: Actor }>();
  return request.actor ?? VISITOR;
});
