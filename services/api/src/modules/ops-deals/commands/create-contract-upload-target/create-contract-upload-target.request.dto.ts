import type { ContractUploadTargetRequest } from '@autoleasing/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class ContractUploadTargetRequestDto implements ContractUploadTargetRequest {
  @ApiProperty({ example: 'Leasingvertrag.pdf' }) @IsString() @MinLength(1) @MaxLength(255) readonly file_name!: string;
  @ApiProperty({ example: 'application/pdf' }) @IsString() @MaxLength(100) readonly contentType!: string;
}
