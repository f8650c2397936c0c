import type { UsersDealersResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** Every dealer with id and full name, for the Admin's dealer choice (dealer_id_for_admin). */
export class ListDealersQuery extends Query<UsersDealersResponse> {}
