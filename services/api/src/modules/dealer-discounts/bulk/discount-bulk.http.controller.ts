import { randomUUID } from 'node:crypto';
import type { DiscountFilters, DiscountJobAccepted, JobActor, JobName, JobPayload } from '@autoleasing/contracts';
import { badRequest } from '@autoleasing/domain';
import type { JobQueues } from '@autoleasing/infra';
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Idempotent } from '../../../common/idempotency/idempotent.interceptor';
import { JOB_QUEUES_TOKEN } from '../../../core/tokens';
import { CurrentSession, RequiresLogin } from '../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../wall/auth/session.store';
import { DealerAccess, type DealerContext } from '../shared/dealer-access';
import { DealerDiscountsRepository } from '../shared/dealer-discounts.repository';
import { assertOnlyKeys, FILTER_KEYS, filtersOf, invalidParameter, type RawQuery } from '../shared/query-params';
import { parseUpdateAllDiscount } from './bulk-discount';
import { CopyDiscountsRequestDto, UpdateAllRequestDto } from './discount-bulk.request.dto';

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
  @ApiAcceptedResponse({ description: 'job_id, operation_id' })
  async updateAll(@Param('id') id: string, @Body() body: UpdateAllRequestDto, @CurrentSession() session: AuthSession): Promise<DiscountJobAccepted> {
    const context = await this.access.resolve(session, id);
    const bankId = body.bank_id.toLowerCase();
    const manufacturerId = body.manufacturer_id.toLowerCase();
    const scope = await this.repository.checkScope(context.dealerId, bankId, manufacturerId);
    const additional = await this.repository.layout(context.dealerId, manufacturerId);
    const discount = parseUpdateAllDiscount(body.discount, { additionalDiscounts: additional, collectedDiscounts: scope.collectedColumns });
    const filters = parseFilters(body.filters);
    return this.enqueue('discounts.update_all', context, (operationId) => ({
      operationId,
      dealerId: context.dealerId,
      actor: jobActor(context),
      request: {
        customer_group: body.customer_group,
        bank_id: bankId,
        manufacturer_id: manufacturerId,
        filters,
        exclude_car_model_ids: [...new Set(body.exclude_car_model_ids.map((v) => v.toLowerCase()))],
        discount,
      },
    }));
  }

  @Post('copy')
  @HttpCode(202)
  @Idempotent()
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Rabatte einer anderen Kundengruppe oder Bank in diese Tabelle übernehmen (Hintergrundauftrag)' })
  @ApiAcceptedResponse({ description: 'job_id, operation_id' })
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
  assertOnlyKeys(query as RawQuery, FILTER_KEYS);
  return filtersOf(query as RawQuery);
}
