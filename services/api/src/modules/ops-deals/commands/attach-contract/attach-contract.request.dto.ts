import type { AttachContractRequest } from '@autoleasing/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class AttachContractRequestDto implements AttachContractRequest {
  @ApiProperty() @IsString() @MinLength(1) @MaxLength(500) readonly s3_key!: string;
}
