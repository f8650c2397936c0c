import type { UpdateAllPreviewResponse } from '@autoleasing/contracts';
import { DISCOUNT_VALIDATION_FAILED, invalid } from '@autoleasing/domain';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isRelative, UpdateAllCheck } from '../../shared/update-all-check';
import { UpdateAllPreviewQuery } from './update-all-preview.query';

@QueryHandler(UpdateAllPreviewQuery)
export class UpdateAllPreviewHandler implements IQueryHandler<UpdateAllPreviewQuery> {
  constructor(private readonly updateAll: UpdateAllCheck) {}

  async execute({ context, body }: UpdateAllPreviewQuery): Promise<UpdateAllPreviewResponse> {
    const checked = await this.updateAll.check(context, body);
    if (!isRelative(checked.discount)) {
      throw invalid(DISCOUNT_VALIDATION_FAILED, 'Eine Vorschau gibt es für relative Änderungen (field mit add).', [
        { field: '*.discount', code: 'invalid_choice', message: 'Bitte geben Sie field und add an.' },
      ]);
    }
    return this.updateAll.preview(checked, checked.discount);
  }
}
