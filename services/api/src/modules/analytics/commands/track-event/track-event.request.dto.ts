import { ANALYTICS_EVENTS, ANALYTICS_PROP_KEYS, analyticsPropsProblems, type AnalyticsEventName, type AnalyticsProps } from '@autoleasing/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, registerDecorator, type ValidationOptions } from 'class-validator';

/** Props of the contracts' whitelist only, short codes and numbers, no free text (no e-mails). */
function IsAnalyticsProps(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isAnalyticsProps',
      target: target.constructor,
      propertyName,
      options,
      validator: { validate: (value: unknown) => analyticsPropsProblems(value).length === 0 },
    });
}

export class TrackEventRequestDto {
  @ApiProperty({ enum: ANALYTICS_EVENTS }) @IsIn(ANALYTICS_EVENTS) readonly event!: AnalyticsEventName;
  @ApiPropertyOptional({ description: `Höchstens 5 Angaben; Schlüssel: ${ANALYTICS_PROP_KEYS.join(', ')}`, type: 'object', additionalProperties: true })
  @IsOptional()
  @IsAnalyticsProps()
  readonly props?: AnalyticsProps;
}
