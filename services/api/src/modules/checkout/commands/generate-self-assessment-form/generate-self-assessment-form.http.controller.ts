import type { SelfAssessmentFormResponse } from '@autoleasing/contracts';
import { Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { GenerateSelfAssessmentFormCommand } from './generate-self-assessment-form.command';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/**
 * POST /api/v1/checkout/deals/{id}/self_assessment_forms (spec 4.4, 7.5): queues the Selbstauskunft
 * PDF for the customer's deal and answers the job id at once (202); the web polls
 * GET /api/v1/jobs/{id} for progress and then downloads the document from the job's result.
 * One job per deal and version of details and configuration (id `self-assessment--{dealId}--{detailsVersion}`):
 * asking again for the same data returns the same job; a job that failed for good is replaced by a
 * fresh one. Changed details make a new form that replaces the old (also queued by the details PATCH).
 */
@ApiTags('checkout')
@Controller('api/v1/checkout/deals/:id/self_assessment_forms')
export class GenerateSelfAssessmentFormHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(202)
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Selbstauskunft (PDF) erzeugen lassen' })
  @RespondsWith('SelfAssessmentFormResponse', { status: 202, description: 'Job angenommen: GET /api/v1/jobs/{job_id}' })
  generate(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string): Promise<SelfAssessmentFormResponse> {
    return this.commandBus.execute(new GenerateSelfAssessmentFormCommand(session, id));
  }
}
