import type { CustomerDetailsKind, CustomerDetailsUpdateResponse } from '@autoleasing/contracts';
import { Body, Controller, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { SaveCustomerDetailsCommand } from './save-customer-details.command';
import {
  BusinessCompanyDetailsRequestDto,
  BusinessCompanyManagerDetailsRequestDto,
  BusinessPersonalDetailsRequestDto,
  PrivateBankingDetailsRequestDto,
  PrivatePersonalDetailsRequestDto,
} from './save-customer-details.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/**
 * The checkout's customer details (spec 7.5): PATCH one kind of details, one route per kind (each
 * with its own body); the web sends a customer of the other group to /checkout?deal_id=….
 */
@ApiTags('checkout')
@Controller('api/v1/checkout/customer')
@RequiresLogin({ roles: ['Customer'] })
export class SaveCustomerDetailsHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch(':id/private_personal_details')
  @ApiOperation({ summary: 'Persönliche Angaben (Privatkunden)' })
  @RespondsWith('PrivatePersonalDetailsUpdateResponse')
  privatePersonal(@CurrentSession() s: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: PrivatePersonalDetailsRequestDto) {
    return this.save(s, id, 'private_personal_details', body);
  }

  @Patch(':id/private_banking_details')
  @ApiOperation({ summary: 'Bonitätsangaben und Bankverbindung (Privatkunden)' })
  @RespondsWith('PrivateBankingDetailsUpdateResponse')
  privateBanking(@CurrentSession() s: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: PrivateBankingDetailsRequestDto) {
    return this.save(s, id, 'private_banking_details', body);
  }

  @Patch(':id/business_company_manager_details')
  @ApiOperation({ summary: 'Ansprechpartner (Geschäftskunden)' })
  @RespondsWith('BusinessCompanyManagerDetailsUpdateResponse')
  businessManager(@CurrentSession() s: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: BusinessCompanyManagerDetailsRequestDto) {
    return this.save(s, id, 'business_company_manager_details', body);
  }

  @Patch(':id/business_company_details')
  @ApiOperation({ summary: 'Firmenangaben (Geschäftskunden)' })
  @RespondsWith('BusinessCompanyDetailsUpdateResponse')
  businessCompany(@CurrentSession() s: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: BusinessCompanyDetailsRequestDto) {
    return this.save(s, id, 'business_company_details', body);
  }

  @Patch(':id/business_personal_details')
  @ApiOperation({ summary: 'Angaben zum Inhaber (Geschäftskunden)' })
  @RespondsWith('BusinessPersonalDetailsUpdateResponse')
  businessPersonal(@CurrentSession() s: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: BusinessPersonalDetailsRequestDto) {
    return this.save(s, id, 'business_personal_details', body);
  }

  private save<K extends CustomerDetailsKind>(session: AuthSession, customerId: string, kind: K, body: object): Promise<CustomerDetailsUpdateResponse<K>> {
    return this.commandBus.execute(new SaveCustomerDetailsCommand(session, customerId, kind, body));
  }
}
