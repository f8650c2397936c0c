import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetHealthHandler } from './queries/get-health/get-health.handler';
import { GetHealthHttpController } from './queries/get-health/get-health.http.controller';

@Module({ imports: [CqrsModule], controllers: [GetHealthHttpController], providers: [GetHealthHandler] })
export class HealthModule {}
