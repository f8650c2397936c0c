import {
  CUSTOMER_DEALS_PER_PAGE,
  type CustomerDashboardDto,
  type CustomerDealDetailDto,
  type CustomerDealListDto,
  type CustomerDocumentDto,
  type CustomerNotificationListDto,
  type CustomerPaymentDto,
  type CustomerProfileDto,
} from '@autoleasing/contracts';
import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../wall/auth/session.store';
import { DealListQueryDto } from '../customer-area.request.dto';
import { CustomerAreaReadModel } from './customer-area.read-model';

/** Customer area reads (spec 7.6): customers only, only their own data (anything else is 404). */
@ApiTags('customer-area')
@Controller('api/v1/customer_area')
@RequiresLogin({ roles: ['Customer'] })
export class CustomerAreaQueriesHttpController {
  constructor(private readonly readModel: CustomerAreaReadModel) {}

  @Get('dashboard')
  @ApiOperation({ summary: 'Übersicht: Deals je Gruppe, neueste Deals und Benachrichtigungen' })
  dashboard(@CurrentSession() session: AuthSession): Promise<CustomerDashboardDto> {
    return this.readModel.dashboard(session.userId);
  }

  @Get('deals')
  @ApiOperation({ summary: 'Deals einer Gruppe (spec 4.1) oder alle, seitenweise mit Gesamtzahl' })
  async deals(@CurrentSession() session: AuthSession, @Query() query: DealListQueryDto): Promise<CustomerDealListDto> {
    const group = query.group ?? 'all';
    const page = query.page ?? 1;
    const perPage = query.per_page ?? CUSTOMER_DEALS_PER_PAGE;
    return { group, ...(await this.readModel.deals(session.userId, group, page, perPage)), page, per_page: perPage };
  }

  @Get('deals/:id')
  @ApiOperation({ summary: 'Ein Deal mit Zeitleiste, aktuellem und nächstem Schritt' })
  deal(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string): Promise<CustomerDealDetailDto> {
    return this.readModel.deal(id, session.userId);
  }

  @Get('notifications')
  @ApiOperation({ summary: 'Benachrichtigungen' })
  notifications(@CurrentSession() session: AuthSession): Promise<CustomerNotificationListDto> {
    return this.readModel.notifications(session.userId);
  }

  @Get('documents')
  @ApiOperation({ summary: 'Dokumente mit kurzlebigen signierten Download-Links' })
  documents(@CurrentSession() session: AuthSession): Promise<CustomerDocumentDto[]> {
    return this.readModel.documents(session.userId);
  }

  @Get('profile')
  @ApiOperation({ summary: 'Persönliche Daten' })
  profile(@CurrentSession() session: AuthSession): Promise<CustomerProfileDto> {
    return this.readModel.profile(session.userId);
  }

  @Get('payments/:id')
  @ApiOperation({ summary: 'Zahlung eines Deals (id = Deal-ID)' })
  payment(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string): Promise<CustomerPaymentDto> {
    return this.readModel.payment(id, session.userId);
  }
}
