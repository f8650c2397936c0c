import type { ColumnCheckerResponse, DiscountLayoutResponse } from '@autoleasing/contracts';
import { ADDITIONAL_DISCOUNT_FIELDS, CUSTOMER_GROUPS } from '@autoleasing/contracts';
import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess, type DealerContext } from '../../shared/dealer-access';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { CurrentDealer, DealerRouteWithQuery } from '../../shared/dealer-in-path.guard';
import { ManufacturerQueryDto } from '../../shared/query-dtos';
import { ChangeLayoutHandler } from './change-layout.handler';
import { ChangeLayoutRequestDto } from './change-layout.request.dto';

/** Additional discount columns per dealer and brand (spec 7.1 discount_layouts, 4.8). */
@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discount_layouts')
export class DiscountLayoutsHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly repository: DealerDiscountsRepository,
    private readonly handler: ChangeLayoutHandler,
  ) {}

  @Get()
  @DealerRouteWithQuery()
  @ApiOperation({ summary: 'Anzahl der Zusatznachlass-Spalten einer Marke' })
  @RespondsWith('DiscountLayoutResponse')
  async get(@CurrentDealer() { dealerId }: DealerContext, @Query() { manufacturer_id: manufacturerId }: ManufacturerQueryDto): Promise<DiscountLayoutResponse> {
    await this.repository.checkScope(dealerId, null, manufacturerId);
    return { number_additional_discounts: await this.repository.layout(dealerId, manufacturerId) };
  }

  @Get('column_checker')
  @DealerRouteWithQuery()
  @ApiOperation({ summary: 'Enthält die letzte Zusatznachlass-Spalte Werte? (je Tabelle: Bank und Kundengruppe mit Anzahl der Werte)' })
  @RespondsWith('ColumnCheckerResponse')
  async columnChecker(@CurrentDealer() { dealerId }: DealerContext, @Query() { manufacturer_id: manufacturerId }: ManufacturerQueryDto): Promise<ColumnCheckerResponse> {
    await this.repository.checkScope(dealerId, null, manufacturerId);
    const last = ADDITIONAL_DISCOUNT_FIELDS[(await this.repository.layout(dealerId, manufacturerId)) - 1];
    // The layout is per brand: removing the column clears it in every bank and customer group.
    const [counts, banks] = await Promise.all([this.repository.columnValuesByTable(dealerId, manufacturerId, last), this.repository.banks(dealerId)]);
    const tables = banks.flatMap((bank) =>
      CUSTOMER_GROUPS.map((group) => ({ customer_group: group, bank_id: bank.id, bank_name: bank.name, values: counts.get(`${group}|${bank.id}`) ?? 0 })),
    );
    return { data_exists: [...counts.values()].some((n) => n > 0), tables };
  }

  @Patch()
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Zusatznachlass-Spalten ändern (höchstens 5; removing löscht die Werte der letzten Spalte)' })
  @RespondsWith('DiscountLayoutResponse')
  async change(@Param('id') id: string, @Body() body: ChangeLayoutRequestDto, @CurrentSession() session: AuthSession): Promise<DiscountLayoutResponse> {
    const { dealerId, actor } = await this.access.resolve(session, id);
    const result = await this.handler.execute({
      dealerId,
      actor,
      manufacturerId: body.manufacturer_id.toLowerCase(),
      numberAdditionalDiscounts: body.number_additional_discounts,
      removing: body.removing === true,
    });
    return { number_additional_discounts: result.number_additional_discounts };
  }
}
