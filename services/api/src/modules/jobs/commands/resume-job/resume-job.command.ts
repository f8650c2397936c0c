import type { Actor, JobStatusResponse } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';

export class ResumeJobCommand extends Command<JobStatusResponse> {
  constructor(
    readonly id: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
