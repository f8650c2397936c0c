import {
  cheapestDeliveryOption,
  DELIVERY_OPTIONS,
  type DealAnswer,
  type DealMessageDto,
  type DeliveryOption,
  type FinalOfferExtrasDto,
  type ReferralResponse,
} from '@autoleasing/contracts';
import { badRequest, DomainError, invalid, type DealCommand } from '@autoleasing/domain';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { insertDealMessage } from '../../../common/deal-messages/deal-message-writer';
import { CurrentIdempotentCommand, Idempotent, type IdempotentCommand } from '../../../common/idempotency/idempotent.interceptor';
import { CurrentSession, RequiresLogin } from '../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../wall/auth/session.store';
import { CustomerDetailsRepository } from '../customer/customer-details.repository';
import { customerActor } from '../shared/checkout-actor';
import { DealAnswers } from '../shared/deal-answers';
import { DealCommandsService, type DealCommandResult } from '../shared/deal-commands.service';
import { DealReadModel, toExtrasDto, type DealRow } from '../shared/deal-read-model';
import { OfferPricingRepository } from '../shared/offer-pricing.repository';
import { SelfAssessmentJobs } from '../self-assessment/self-assessment-jobs.service';
import { drawOrderNumber, placesOrder, recordOrderNumber } from '../shared/order-numbers';
import { CreateDealDto, PostDealMessageDto, ReferralDto, StatusUpdateDto, UpdateDealDto, UpdateFinalOfferExtrasDto } from './deals.request.dto';

/**
 * Checkout deals (spec 7.5). Customers only, and only their own deals: another customer's deal,
 * an unknown and an archived one all answer 404. Every change is a deal command (decider, outbox,
 * read-your-own-writes); its answer comes from DealAnswers: a created deal always answers 201 with
 * its id, even while the read model is behind (issue 19).
 */
@ApiTags('checkout')
@Controller('api/v1/checkout/deals')
@RequiresLogin({ roles: ['Customer'] })
export class DealsHttpController {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly deals: DealReadModel,
    private readonly offers: OfferPricingRepository,
    private readonly details: CustomerDetailsRepository,
    private readonly selfAssessment: SelfAssessmentJobs,
    private readonly answers: DealAnswers,
  ) {}

  @Post()
  @HttpCode(201)
  @Idempotent()
  @ApiOperation({ summary: 'Deal aus deal_props anlegen (force_create, Idempotency-Key)' })
  async create(
    @CurrentSession() session: AuthSession,
    @Body() body: CreateDealDto,
    @CurrentIdempotentCommand() idempotent: IdempotentCommand | null,
  ): Promise<DealAnswer> {
    if (!body.force_create) throw badRequest('force_create_required', 'Ein Deal wird nur mit force_create angelegt.');
    const group = session.customerGroup;
    if (!group) throw badRequest('customer_group_missing', 'Ihrem Konto ist keine Kundengruppe zugeordnet.');
    const props = body.deal_props;
    const offer = await this.offers.load(props.car_spec_id, props.months, props.km_per_year);
    this.offers.assertOrderable(offer, group);
    const deliveryOption: DeliveryOption | undefined =
      props.delivery_option ?? cheapestDeliveryOption(offer.deliveryPrices) ?? DELIVERY_OPTIONS.find((o) => offer.deliveryPrices[o] !== null);
    if (!deliveryOption) throw invalid('delivery_option_not_available', 'Für dieses Angebot ist keine Lieferoption verfügbar.');
    const downpaymentCents = this.offers.defaultDownpayment(offer, group);
    const { terms } = this.offers.price(offer, {
      group,
      months: props.months,
      kmPerYear: props.km_per_year,
      downpaymentCents,
      insurance: props.insurance ?? false,
      servicePackage: props.service_package ?? false,
      deliveryOption,
    });
    // Under an Idempotency-Key the deal is named after the key's command: a retry after a crash
    // runs under the same id and finds the deal its first run created (issue 19, item 3).
    const dealId = idempotent?.commandId ?? randomUUID();
    const command: DealCommand = {
      type: 'CreateDeal',
      dealId,
      customerId: session.userId,
      customerGroup: group,
      carSpecId: offer.carSpecId,
      carModelId: offer.carModelId,
      finalOfferId: randomUUID(),
      offer: terms,
      // A downpayment is paid once up front; without one the lease is monthly only (spec 4.3).
      financeOptions: downpaymentCents > 0 ? 'monthly_and_one_time' : 'monthly',
      deliveryTime: offer.deliveryTime,
    };
    const result = await this.createOnce(idempotent, () => this.commands.execute(dealId, command, customerActor(session)));
    return this.answers.after(dealId, session.userId, result);
  }

  /**
   * Runs a create. When the request resumes a crashed run of its Idempotency-Key and that run had
   * already created the deal (the stream of this id exists: `deal_exists`), the answer is the deal
   * the first run created; it is this customer's, as the id came from their own key.
   */
  private async createOnce(idempotent: IdempotentCommand | null, create: () => Promise<DealCommandResult>): Promise<DealCommandResult | undefined> {
    try {
      return await create();
    } catch (error) {
      if (idempotent?.resumed && error instanceof DomainError && error.code === 'deal_exists') return undefined;
      throw error;
    }
  }

  @Get(':id')
  @ApiOperation({ summary: 'Deal lesen' })
  async get(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string): Promise<DealAnswer> {
    return this.answers.current(id, session.userId);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Konfiguration ändern (Laufzeit, Kilometer, Lieferung, Versicherung, Service, Zahlungsart)' })
  async update(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateDealDto): Promise<DealAnswer> {
    const configChanged = [body.months, body.km_per_year, body.delivery_option, body.insurance_enabled, body.service_package].some((v) => v !== undefined);
    // The configuration as the stream has it now (the read model may not have the last change yet);
    // the payment choice alone needs none of it: its ownership is checked inside the command, on the
    // stream it is decided on, without reading and folding the stream a second time.
    const financeOnly = !configChanged && body.finance_selection !== undefined;
    const deal = financeOnly ? undefined : (await this.commands.ownDealOnStream(id, session.userId)).state;
    if (!configChanged && body.finance_selection === undefined) throw badRequest('nothing_to_change', 'Die Anfrage enthält keine Änderung.');
    let result: DealCommandResult | undefined;
    if (configChanged && deal) {
      const months = body.months ?? deal.offer.months;
      const kmPerYear = body.km_per_year ?? deal.offer.kmPerYear;
      const offer = await this.offers.load(deal.carSpecId, months, kmPerYear);
      const { terms } = this.offers.price(offer, {
        group: deal.customerGroup,
        months,
        kmPerYear,
        downpaymentCents: deal.offer.downpaymentCents,
        customListPriceCents: deal.offer.listPriceCents,
        insurance: body.insurance_enabled ?? deal.offer.insuranceEnabled,
        servicePackage: body.service_package ?? deal.offer.servicePackageEnabled,
        deliveryOption: body.delivery_option ?? deal.offer.deliveryOption,
        fleetSize: deal.offer.fleetSize,
      });
      result = await this.commands.execute(id, { type: 'ChangeConfiguration', offer: terms }, customerActor(session));
      // A Selbstauskunft already made states the old term and km: it is made again (best effort).
      await this.selfAssessment.regenerateAfterConfigurationChange(id, session.userId, deal.customerGroup, customerActor(session));
    }
    if (body.finance_selection !== undefined) {
      result = await this.commands.execute(id, { type: 'ChangeFinanceSelection', financeSelection: body.finance_selection }, customerActor(session), {
        ownerId: financeOnly ? session.userId : undefined,
      });
    }
    return this.answers.after(id, session.userId, result);
  }

  @Post(':id/status_update')
  @HttpCode(200)
  @ApiOperation({ summary: 'Checkout-Schritt abschließen (customer_state laut Übergangstabelle; Bestellung mit AGB/Widerruf)' })
  async statusUpdate(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: StatusUpdateDto): Promise<DealAnswer> {
    // Customers always have a group; the read model's is only a fallback for an account without one.
    const customerGroup = session.customerGroup ?? (await this.deals.assertOwnDeal(id, session.userId)).customer_group;
    const placing = body.customer_state === 'checkout_completed';
    // The steps that carry details, and the order (which checks the whole path), need the saved kinds.
    const needsDetails = placing || ['personal_details_completed', 'company_details_completed', 'self_assessment_completed'].includes(body.customer_state);
    const savedDetails = needsDetails ? await this.details.savedKinds(session.userId) : [];
    const needsDocuments = placing || body.customer_state === 'documents_uploaded';
    const companyFoundedOn = needsDocuments && customerGroup === 'b2b' ? await this.details.companyFoundedOn(session.userId) : null;
    const terms = body.agb_version !== undefined ? { agbVersion: body.agb_version, withdrawalVersion: body.withdrawal_version ?? null } : undefined;
    const actor = customerActor(session);
    // Mutable on purpose: the order number is drawn in the decision's transaction (`work`, after
    // the stream was read and before the decision), and only when a dry run of the decision on
    // that state places the order, so a refused order uses up no number.
    const command: Extract<DealCommand, { type: 'RequestCustomerState' }> = {
      type: 'RequestCustomerState',
      to: body.customer_state,
      customerGroup,
      savedDetails,
      actor,
      companyFoundedOn,
      terms,
    };
    // Only a deal that is about to be ordered draws a number (not one ordered already: no-op);
    // `inspect` shows the state the command is decided on, with either event store.
    let drawNumber = placing;
    // Ownership is checked on the deal's stream inside the command (404 for another customer's deal).
    const result = await this.commands.execute(id, command, actor, {
      ownerId: session.userId,
      inspect: (state) => {
        drawNumber = placing && placesOrder(command, state, new Date());
      },
      work: placing
        ? async (client) => {
            if (drawNumber) command.orderNumber = await drawOrderNumber(client, new Date());
          }
        : undefined,
      after: placing ? recordOrderNumber : undefined,
    });
    return this.answers.after(id, session.userId, result);
  }

  @Get(':id/final_offer_extras')
  @ApiOperation({ summary: 'Extras und Logistik des Deals' })
  async extras(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string): Promise<FinalOfferExtrasDto> {
    return toExtrasDto(await this.deals.ownDeal(id, session.userId));
  }

  @Patch(':id/final_offer_extras')
  @ApiOperation({ summary: 'Extra wählen (erneut: abwählen), Logistik oder Lieferoption ändern (spec 4.5)' })
  async updateExtras(
    @CurrentSession() session: AuthSession,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateFinalOfferExtrasDto,
  ): Promise<FinalOfferExtrasDto> {
    const given = (['extra_id', 'logistics', 'delivery_option'] as const).filter((key) => body[key] !== undefined);
    if (given.length !== 1) throw badRequest('one_change_expected', 'Bitte ändern Sie genau eine Angabe: extra_id, logistics oder delivery_option.');
    let command: DealCommand;
    if (body.delivery_option !== undefined) {
      command = await this.deliveryOptionChange(await this.deals.ownDeal(id, session.userId), body.delivery_option);
    } else {
      // Ownership is checked on the deal's stream inside the command; the deal is read once, for the answer.
      command = body.extra_id !== undefined ? { type: 'SelectExtra', extraId: body.extra_id } : { type: 'ChooseLogistics', logistics: body.logistics ?? null };
    }
    const result = await this.commands.execute(id, command, customerActor(session), { ownerId: session.userId });
    return this.extrasAfter(id, session.userId, result);
  }

  /**
   * The answer to an extras change: the read model's row once it has the command's events. While
   * it is behind, the choices come from the deal's stream (which has them), so the answer never
   * shows the selection from before the change; prices do not depend on it and come from the row.
   */
  private async extrasAfter(dealId: string, customerId: string, result: DealCommandResult): Promise<FinalOfferExtrasDto> {
    const row = await this.deals.ownDeal(dealId, customerId);
    if (result.caughtUp) return toExtrasDto(row);
    const { state } = await this.commands.ownDealOnStream(dealId, customerId);
    return toExtrasDto({ ...row, selected_extra: state.selectedExtra, logistics: state.logistics, delivery_option: state.offer.deliveryOption });
  }

  @Post(':id/messages')
  @HttpCode(201)
  @ApiOperation({ summary: 'Nachricht zum Deal' })
  async postMessage(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: PostDealMessageDto): Promise<DealMessageDto> {
    const messageId = randomUUID();
    const actor = customerActor(session);
    let createdAt = new Date();
    // Ownership is checked on the deal's stream: a deal created a moment ago may not be in the read model yet.
    await this.commands.execute(id, { type: 'PostMessage', messageId, category: body.category, source: body.source, actor }, actor, {
      ownerId: session.userId,
      after: async (client, events) => {
        if (events.length === 0) return;
        createdAt = await insertDealMessage(client, {
          id: messageId,
          dealId: id,
          authorUserId: session.userId,
          authorRole: 'Customer',
          message: body.message,
          category: body.category,
          source: body.source,
        });
      },
    });
    return { id: messageId, message: body.message, category: body.category, source: body.source, author_role: 'Customer', created_at: createdAt.toISOString() };
  }

  @Patch(':id/referral')
  @ApiOperation({ summary: 'Empfehlungscode einlösen (referred_by_code)' })
  async referral(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: ReferralDto): Promise<ReferralResponse> {
    // Another customer's deal is a 404 whatever the code (checked on the stream; the read model may lag).
    await this.commands.assertOwnDeal(id, session.userId);
    const code = body.referred_by_code.trim().toUpperCase();
    const referrer = /^[A-Z0-9]{6,12}$/.test(code) ? await this.details.referrerOf(code) : undefined;
    if (!referrer) {
      throw invalid('referral_code_unknown', 'Dieser Empfehlungscode ist uns leider nicht bekannt. Bitte prüfen Sie die Eingabe.', [
        { field: 'referred_by_code', code: 'unknown', message: 'Dieser Empfehlungscode ist uns leider nicht bekannt.' },
      ]);
    }
    await this.commands.execute(id, { type: 'ApplyReferral', referredByCode: code, referrerCustomerId: referrer }, customerActor(session), { ownerId: session.userId });
    return { applied: true, referred_by_code: code };
  }

  /** A delivery option must be offered for the car (a price); the decider resets extras on factory pickup. */
  private async deliveryOptionChange(row: DealRow, deliveryOption: DeliveryOption): Promise<DealCommand> {
    const offer = await this.offers.load(row.car_spec_id, row.months, row.km_per_year);
    if (offer.deliveryPrices[deliveryOption] === null) {
      throw invalid('delivery_option_not_available', 'Diese Lieferoption ist für dieses Angebot nicht verfügbar.', [
        { field: 'delivery_option', code: 'not_available', message: 'Diese Lieferoption ist für dieses Angebot nicht verfügbar.' },
      ]);
    }
    return { type: 'ChangeDeliveryOption', deliveryOption };
  }

}
