import type { UpdateAllPreviewResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';
import type { DealerContext } from '../../shared/dealer-access';
import type { UpdateAllPreviewRequestDto } from './update-all-preview.request.dto';

/** What a relative update_all would do to the rows it targets, without queueing anything. */
export class UpdateAllPreviewQuery extends Query<UpdateAllPreviewResponse> {
  constructor(
    readonly context: DealerContext,
    readonly body: UpdateAllPreviewRequestDto,
  ) {
    super();
  }
}
