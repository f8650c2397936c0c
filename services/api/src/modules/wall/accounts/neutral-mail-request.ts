import { Logger } from '@nestjs/common';

const logger = new Logger('WallMail');

/**
 * Recover and resend must not reveal whether an address has an account: the answer is the same
 * and is sent before any lookup or mail work, so neither its content nor its timing differs.
 */
export function inBackground(work: () => Promise<void>): void {
  setImmediate(() => {
    work().catch((error: unknown) => logger.error({ err: error }, 'Background mail request failed'));
  });
}
