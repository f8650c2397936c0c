import { applyDecorators, createParamDecorator, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { RequiresLogin, type RequestWithSession } from '../../wall/auth/access-policy.decorator';
import { DealerAccess, type DealerContext } from './dealer-access';

interface DealerRequest extends RequestWithSession {
  params: Record<string, string>;
  dealerContext?: DealerContext;
}

/**
 * Resolves the dealer in the path (DealerAccess: another dealer's id answers 404) before the
 * route's query DTO is read, so that a foreign dealer id answers 404 whatever the query, as
 * when the handlers read their query themselves after DealerAccess. Guards run before pipes.
 */
@Injectable()
export class DealerInPathGuard implements CanActivate {
  constructor(private readonly access: DealerAccess) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<DealerRequest>();
    request.dealerContext = await this.access.resolve(request.authSession!, request.params.id ?? '');
    return true;
  }
}

/** A dealer-area route that reads a query DTO: Dealer or Admin, the path's dealer resolved first. */
export const DealerRouteWithQuery = (): MethodDecorator => 
  applyDecorators(RequiresLogin({ roles: ['Dealer', 'Admin'] }), UseGuards(DealerInPathGuard), ApiParam({ name: 'id', type: String, description: 'id des Händlers' }));

/** The dealer DealerInPathGuard resolved. */
export const CurrentDealer = createParamDecorator((_: unknown, context: ExecutionContext): DealerContext => {
  const dealer = context.switchToHttp().getRequest<DealerRequest>().dealerContext;
  if (!dealer) throw new Error('CurrentDealer used on a route without @DealerRouteWithQuery');
  return dealer;
});
