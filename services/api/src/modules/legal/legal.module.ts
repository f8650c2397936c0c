import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetLegalOperatorHandler } from './queries/get-legal-operator/get-legal-operator.handler';
import { GetLegalOperatorHttpController } from './queries/get-legal-operator/get-legal-operator.http.controller';

/** The operator data of the legal pages (/impressum, /datenschutz), served to the web's legal feature. */
@Module({ imports: [CqrsModule], controllers: [GetLegalOperatorHttpController], providers: [GetLegalOperatorHandler] })
export class LegalModule {}
