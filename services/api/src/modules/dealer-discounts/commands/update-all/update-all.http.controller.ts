import { randomUUID } from 'node:crypto';
import type { DiscountFilters, DiscountJobAccepted, JobActor, JobName, JobPayload, UpdateAllDiscount, UpdateAllPreviewResponse } from '@autoleasing/contracts';
import { badRequest, DISCOUNT_VALIDATION_FAILED, fromStoredValue, invalid, previewRelativeChange, toStoredAdd, type DiscountScope } from '@autoleasing/domain';
import type { JobQueues } from '@autoleasing/infra';
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { parseQueryDto } from '../../../../common/http/query-dto';
import { invalidParameter, type RawQuery } from '../../../../common/http/query-parameters';
import { Idempotent } from '../../../../common/idempotency/idempotent.interceptor';
import { JOB_QUEUES_TOKEN } from '../../../../core/tokens';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess, type DealerContext } from '../../shared/dealer-access';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { DiscountFiltersQueryDto, filtersOf } from '../../shared/query-dtos';
import { parseUpdateAllDiscount } from '../../shared/bulk-discount';
import { CopyDiscountsRequestDto, UpdateAllRequestDto } from '../../shared/discount-bulk.request.dto';

type RelativeDiscount = Extract<UpdateAllDiscount, { add: number }>;

/** An update_all request checked against the dealer's scope, ready to queue or preview. */
interface CheckedUpdateAll {
  context: DealerContext;
  scope: DiscountScope;
  filters: DiscountFilters | undefined;
  excluded: string[];
  discount: UpdateAllDiscount;
}

const isRelative = (discount: UpdateAllDiscount): discount is RelativeDiscount => 'add' in discount;

/**
 * update_all and copy (spec 7.1) run as BullMQ jobs (worker: processors/discounts): the answer is
 * 202 at once with the job id (progress at GET /api/v1/jobs/{id}) and the operation id its events
 * carry. Everything that can be checked before the job runs is checked here, with the same
 * dealer scope rule as every dealer route (another dealer's id: 404; an Admin acts for the
 * dealer in the path, and the events carry both identities).
 */
@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts')
export class DiscountBulkHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly repository: DealerDiscountsRepository,
    @Inject(JOB_QUEUES_TOKEN) private readonly queues: JobQueues,
  ) {}

  @Post('update_all')
  @HttpCode(202)
  @Idempotent()
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Einen Wert in alle (gefilterten) Zeilen einer Rabatttabelle schreiben (Hintergrundauftrag)' })
  @RespondsWith('DiscountJobAccepted', { status: 202, description: 'job_id, operation_id' })
  async updateAll(@Param('id') id: string, @Body() body: UpdateAllRequestDto, @CurrentSession() session: AuthSession): Promise<DiscountJobAccepted> {
    const checked = await this.check(id, body, session);
    const { context, scope, discount } = checked;
    if (isRelative(discount)) {
      // Every row's result is checked before anything is queued: one row out of range refuses all (422 per row).
      const preview = await this.preview(checked, discount);
      if (preview.invalid_rows.length) throw outOfRange(preview);
    }
    return this.enqueue('discounts.update_all', context, (operationId) => ({
      operationId,
      dealerId: context.dealerId,
      actor: jobActor(context),
      request: {
        customer_group: scope.customerGroup,
        bank_id: scope.bankId,
        manufacturer_id: scope.manufacturerId,
        filters: checked.filters,
        exclude_car_model_ids: checked.excluded,
        discount,
      },
    }));
  }

  @Post('update_all/preview')
  @HttpCode(200)
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({
    summary: 'Vorschau einer relativen Massenänderung (field mit add): betroffene Zeilen, kleinster und größter Wert vorher und nachher, ungültige Zeilen',
  })
  @RespondsWith('UpdateAllPreviewResponse')
  async updateAllPreview(@Param('id') id: string, @Body() body: UpdateAllRequestDto, @CurrentSession() session: AuthSession): Promise<UpdateAllPreviewResponse> {
    const checked = await this.check(id, body, session);
    if (!isRelative(checked.discount)) {
      throw invalid(DISCOUNT_VALIDATION_FAILED, 'Eine Vorschau gibt es für relative Änderungen (field mit add).', [
        { field: '*.discount', code: 'invalid_choice', message: 'Bitte geben Sie field und add an.' },
      ]);
    }
    return this.preview(checked, checked.discount);
  }

  /** Access, scope, columns, discount object and filters of an update_all body, as queue and preview need them. */
  private async check(id: string, body: UpdateAllRequestDto, session: AuthSession): Promise<CheckedUpdateAll> {
    const context = await this.access.resolve(session, id);
    const bankId = body.bank_id.toLowerCase();
    const manufacturerId = body.manufacturer_id.toLowerCase();
    const info = await this.repository.checkScope(context.dealerId, bankId, manufacturerId);
    const additional = await this.repository.layout(context.dealerId, manufacturerId);
    const discount = parseUpdateAllDiscount(body.discount, { additionalDiscounts: additional, collectedDiscounts: info.collectedColumns });
    return {
      context,
      scope: { dealerId: context.dealerId, customerGroup: body.customer_group, bankId, manufacturerId },
      filters: parseFilters(body.filters),
      excluded: [...new Set(body.exclude_car_model_ids.map((v) => v.toLowerCase()))],
      discount,
    };
  }

  /** The relative change on the rows it targets, from the read model (the worker decides again on the stream). */
  private async preview(checked: CheckedUpdateAll, discount: RelativeDiscount): Promise<UpdateAllPreviewResponse> {
    const { field } = discount;
    const rows = await this.repository.cellValues(checked.scope, checked.filters ?? {}, checked.excluded, field);
    const add = toStoredAdd(field, discount.add);
    const preview = previewRelativeChange(field, add.ok ? add.value : 0, rows.map((row) => ({ carModelId: row.car_model_id, value: row.value })));
    const api = (value: number) => fromStoredValue(field, value) as number;
    const range = (r: { min: number; max: number } | null) => (r ? { min: api(r.min), max: api(r.max) } : null);
    const names = new Map(rows.map((row) => [row.car_model_id, row.car_model_name]));
    return {
      field,
      rows_affected: preview.rowsAffected,
      rows_skipped: preview.rowsSkipped,
      before: range(preview.before),
      after: range(preview.after),
      invalid_rows: preview.invalid.map((row) => ({
        car_model_id: row.carModelId,
        car_model_name: names.get(row.carModelId) ?? '',
        value: api(row.before),
        result: api(row.after),
        message: row.problem.message,
      })),
    };
  }

  @Post('copy')
  @HttpCode(202)
  @Idempotent()
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Rabatte einer anderen Kundengruppe oder Bank in diese Tabelle übernehmen (Hintergrundauftrag)' })
  @RespondsWith('DiscountJobAccepted', { status: 202, description: 'job_id, operation_id' })
  async copy(@Param('id') id: string, @Body() body: CopyDiscountsRequestDto, @CurrentSession() session: AuthSession): Promise<DiscountJobAccepted> {
    const context = await this.access.resolve(session, id);
    const source = body.source_scope;
    if (source.customer_group === body.customer_group && source.bank_id.toLowerCase() === body.bank_id.toLowerCase()) {
      throw badRequest('discount_copy_same_scope', 'Bitte wählen Sie eine andere Kundengruppe oder Bank als Quelle.');
    }
    await this.repository.checkScope(context.dealerId, body.bank_id.toLowerCase(), body.manufacturer_id.toLowerCase());
    await this.repository.checkScope(context.dealerId, source.bank_id.toLowerCase(), body.manufacturer_id.toLowerCase());
    return this.enqueue('discounts.copy', context, (operationId) => ({
      operationId,
      dealerId: context.dealerId,
      actor: jobActor(context),
      request: {
        customer_group: body.customer_group,
        bank_id: body.bank_id.toLowerCase(),
        manufacturer_id: body.manufacturer_id.toLowerCase(),
        source_scope: { customer_group: source.customer_group, bank_id: source.bank_id.toLowerCase() },
      },
    }));
  }

  private async enqueue<N extends Extract<JobName, 'discounts.update_all' | 'discounts.copy'>>(
    name: N,
    context: DealerContext,
    payload: (operationId: string) => JobPayload<N>,
  ): Promise<DiscountJobAccepted> {
    const operationId = randomUUID();
    // The job id is the operation's: one operation is one job, whatever the retries.
    const jobId = await this.queues.enqueue(name, { payload: payload(operationId), requestedBy: context.actor, correlationId: operationId }, { key: operationId });
    return { job_id: jobId, operation_id: operationId };
  }
}

/** 422 with one detail per row whose result would leave the range (`<car_model_id>.<field>`). */
function outOfRange(preview: UpdateAllPreviewResponse) {
  const n = preview.invalid_rows.length;
  return invalid(
    DISCOUNT_VALIDATION_FAILED,
    `${n === 1 ? 'Eine Zeile läge' : `${n} Zeilen lägen`} nach der Änderung außerhalb des erlaubten Bereichs. Es wurde nichts gestartet.`,
    preview.invalid_rows.map((row) => ({ field: `${row.car_model_id}.${preview.field}`, code: 'out_of_range', message: `${row.car_model_name}: ${row.message}` })),
  );
}

function jobActor(context: DealerContext): JobActor {
  return { userId: context.actor.userId, role: context.actor.role as JobActor['role'], actingForDealerId: context.dealerId };
}

/** The table's filters as the GET takes them in the URL query, with the same checks. */
function parseFilters(raw: DiscountFilters | undefined): DiscountFilters | undefined {
  if (raw === undefined) return undefined;
  const query = raw as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) {
    const ok = typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
    if (!ok) throw invalidParameter(key);
  }
  return filtersOf(parseQueryDto(DiscountFiltersQueryDto, query as RawQuery));
}
