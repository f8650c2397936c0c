import { Module } from '@nestjs/common';
import { JobsController } from './jobs.controller';
import { InitialDemoDataService } from './initial-demo-data.service';

@Module({ controllers: [JobsController], providers: [InitialDemoDataService] })
export class JobsModule {}
