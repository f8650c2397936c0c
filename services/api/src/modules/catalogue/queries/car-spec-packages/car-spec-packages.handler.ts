import type { DeliveryTimeBand, InventoryType, PackagesResponse } from '@autoleasing/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { equipmentList } from '../../shared/car-model-dto';
import { forGroup, loadCarSpec } from '../../shared/car-spec-row';
import { packagesOnlyForOtherGroup } from '../../shared/catalogue-errors';
import { assertOfferVisibleTo, ownGroupOf } from '../../shared/group-visibility';
import { cheapestDelivery } from '../../shared/offer-list-item';
import { GROUP_VISIBLE } from '../../shared/offer-sql';
import { ReferenceDataService } from '../../shared/reference-data.service';
import { CarSpecPackagesQuery } from './car-spec-packages.query';

interface PackageRow {
  id: string;
  car_model_id: string;
  inventory_type: InventoryType;
  delivery_time: DeliveryTimeBand;
  show_color_as: string;
  extra_equipment: string[];
  list_price_cents: string;
  gross_list_price_cents: string;
  months: number;
  km_per_year: number;
  rate: string;
  downpayment_cents: string;
  delivery_by_home_cents: string | null;
  delivery_by_dealer_cents: string | null;
  delivery_by_factory_cents: string | null;
}

/**
 * Pre-configured packages (inventory type pre_ordered) of the same car model, each priced for the
 * requested term, or its cheapest term when it lacks that one. Cheapest first.
 */
@QueryHandler(CarSpecPackagesQuery)
export class CarSpecPackagesHandler implements IQueryHandler<CarSpecPackagesQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly referenceData: ReferenceDataService,
  ) {}

  async execute({ request }: CarSpecPackagesQuery): Promise<PackagesResponse> {
    const spec = await loadCarSpec(this.pool, request.id);
    // A visitor who chose no group sees a one-group package in that group (like the car page, issue 16);
    // one who chose the other group gets the 400 of spec 2.7 / 8.
    const group = request.customerGroup ?? ownGroupOf(spec.customer_groups);
    assertOfferVisibleTo(spec.customer_groups, group, packagesOnlyForOtherGroup);
    // Listed packages and their rates are the offer-prices projection's; the Anzahlung is the bank's term's.
    const rate = group === 'b2c' ? 'tp.gross_finance_rate_cents' : 'tp.finance_rate_cents';
    const { rows } = await this.pool.query<PackageRow>(
      `SELECT cs.id, cs.car_model_id, cs.inventory_type, cs.delivery_time, spec.show_color_as, spec.extra_equipment, cs.list_price_cents,
              cs.gross_list_price_cents, t.months, t.km_per_year, t.rate, t.downpayment_cents,
              cs.delivery_by_home_cents, cs.delivery_by_dealer_cents, cs.delivery_by_factory_cents
       FROM offer_prices cs JOIN car_specs spec ON spec.id = cs.id
       JOIN LATERAL (SELECT tp.months, tp.km_per_year, ${rate} AS rate, lt.downpayment_cents
                       FROM offer_term_prices tp JOIN lease_terms lt USING (car_spec_id, months, km_per_year)
                      WHERE tp.car_spec_id = cs.id
                     ORDER BY (tp.months = $2 AND tp.km_per_year = $3) DESC, ${rate} LIMIT 1) t ON true
       WHERE cs.car_model_id = $1 AND cs.inventory_type = 'pre_ordered' AND ${GROUP_VISIBLE[group]}
       ORDER BY t.rate, cs.id LIMIT 50`,
      [spec.car_model_id, request.months, request.kmPerYear],
    );
    const refs = await this.referenceData.withModels([spec.car_model_id]);
    const model = refs.models.get(spec.car_model_id);
    const series = model ? refs.series.get(model.carSeriesId) : undefined;
    const brandSlug = series ? (refs.manufacturers.get(series.manufacturerId)?.slug ?? '') : '';
    return {
      customer_group: group,
      car_spec_id: spec.id,
      packages: rows.map((r) => ({
        id: r.id,
        name: refs.models.get(r.car_model_id)?.name ?? '',
        manufacturer_name: brandSlug,
        inventory_type: r.inventory_type,
        delivery_time: r.delivery_time,
        show_color_as: r.show_color_as,
        extra_equipment: equipmentList(r.extra_equipment),
        months: r.months,
        km_per_year: r.km_per_year,
        finance_rate_cents: Number(r.rate),
        list_price_cents: Number(group === 'b2c' ? r.gross_list_price_cents : r.list_price_cents),
        downpayment_cents: forGroup(r.downpayment_cents, group),
        one_time_costs_cents: cheapestDelivery(r, group).cents,
      })),
    };
  }
}
