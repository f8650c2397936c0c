import { CUSTOMER_ATTACHMENT_TYPES, DOCUMENT_CONTENT_TYPES } from '@autoleasing/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';

/** POST …/attached_documents (spec 3.6): the uploaded key, what it is, and its content type. */
export class AttachDocumentRequestDto {
  @ApiProperty({ enum: CUSTOMER_ATTACHMENT_TYPES }) @IsIn(CUSTOMER_ATTACHMENT_TYPES) readonly attachment_type!: (typeof CUSTOMER_ATTACHMENT_TYPES)[number];
  @ApiProperty() @IsString() @MaxLength(400) readonly s3_key!: string;
  @ApiProperty({ enum: DOCUMENT_CONTENT_TYPES }) @IsString() @MaxLength(100) readonly contentType!: string;
}
