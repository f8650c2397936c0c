import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

/** POST /api/v1/s3_signature (spec 7.5). */
export class CreateUploadTargetRequestDto {
  @ApiProperty({ description: 'Name or path of the file in the browser' }) @IsString() @MinLength(1) @MaxLength(500) readonly filePath!: string;
  @ApiProperty({ example: 'application/pdf' }) @IsString() @MaxLength(100) readonly contentType!: string;
  @ApiProperty({ example: 'customers/00000000-0000-4000-8000-000000000000' })
  @IsString()
  @Matches(/^customers\/[0-9a-fA-F-]{36}$/)
  readonly s3_base_key!: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() readonly checkout_uploader?: boolean;
  @ApiProperty({ description: 'encodeURIComponent of the file name' }) @IsString() @MinLength(1) @MaxLength(1000) readonly encoded_filename!: string;
}
