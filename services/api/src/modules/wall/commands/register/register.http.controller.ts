import type { RegistrationResponse } from '@autoleasing/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RegisterCommand } from './register.command';
import { RegisterRequestDto } from './register.request.dto';

@ApiTags('wall')
@Controller('api/v1/customers')
export class RegisterHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Registrieren; schickt den Bestätigungslink per E-Mail' })
  @RespondsWith('RegistrationResponse', { status: 201 })
  async register(@Body() body: RegisterRequestDto): Promise<RegistrationResponse> {
    const { customerId } = await this.commandBus.execute(
      new RegisterCommand({
        email: body.email,
        password: body.password,
        customerGroup: body.customer_group,
        firstName: body.first_name,
        lastName: body.last_name,
        companyName: body.company_name ?? null,
        redirectUrl: body.redirect_url,
      }),
    );
    return { user_id: customerId, email: body.email.trim() };
  }
}
