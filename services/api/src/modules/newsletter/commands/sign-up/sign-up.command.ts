import { Command } from '@nestjs/cqrs';
import type { SignUp } from '../../shared/newsletter.repository';

export class SignUpCommand extends Command<void> {
  constructor(
    readonly signUp: SignUp,
    readonly ip: string,
  ) {
    super();
  }
}
