import { Module } from '@nestjs/common';
import { CheckoutModule } from './checkout.module';
import { GenerateSelfAssessmentFormHandler } from './commands/generate-self-assessment-form/generate-self-assessment-form.handler';
import { GenerateSelfAssessmentFormHttpController } from './commands/generate-self-assessment-form/generate-self-assessment-form.http.controller';

/** The Selbstauskunft of a deal (spec 4.4, 7.5): queued here, rendered by the worker. */
@Module({
  imports: [CheckoutModule],
  controllers: [GenerateSelfAssessmentFormHttpController],
  providers: [GenerateSelfAssessmentFormHandler],
})
export class SelfAssessmentModule {}
