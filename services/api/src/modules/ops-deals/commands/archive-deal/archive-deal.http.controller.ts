import type { AdminDealRowDto } from '@autoleasing/contracts';
import { Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { ArchiveDealCommand } from './archive-deal.command';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('admin')
@Controller('api/v1/admin/deals')
@RequiresLogin({ roles: ['Admin'] })
export class ArchiveDealHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/archive')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deal archivieren (Ops, in jedem Status)' })
  @RespondsWith('AdminDealRowDto')
  archive(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string): Promise<AdminDealRowDto> {
    return this.commandBus.execute(new ArchiveDealCommand(session, id));
  }
}
