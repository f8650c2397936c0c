import type { Actor, DiscountImportResponse } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { Command } from '@nestjs/cqrs';

/** Check (dry run) or apply an uploaded Excel/CSV file onto one discount table. */
export class ImportDiscountsCommand extends Command<DiscountImportResponse> {
  constructor(
    readonly scope: DiscountScope,
    readonly actor: Actor,
    readonly fileName: string,
    readonly content: Buffer,
    readonly dryRun: boolean,
    /** From the dry run, required to apply: the revision it compared with and the file's hash. */
    readonly revision?: number,
    readonly token?: string,
  ) {
    super();
  }
}
