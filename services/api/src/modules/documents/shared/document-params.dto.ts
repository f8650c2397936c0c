import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class DocumentIdParamDto {
  @ApiProperty() @IsUUID() readonly id!: string;
}

export class CustomerDocumentParamsDto {
  @ApiProperty() @IsUUID() readonly id!: string;
  @ApiProperty() @IsUUID() readonly documentId!: string;
}
