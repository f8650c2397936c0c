import type { CustomerGroup } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';

export interface RegistrationData {
  email: string;
  password: string;
  customerGroup: CustomerGroup;
  firstName: string;
  lastName: string;
  companyName: string | null;
  /** The page the customer came from (same-site only): carried in the verification link. */
  redirectUrl?: string;
}

export class RegisterCommand extends Command<{ customerId: string }> {
  constructor(readonly data: RegistrationData) {
    super();
  }
}
