import { Global, Module } from '@nestjs/common';
import { SearchSecurityLogHandler } from './queries/search-security-log/search-security-log.handler';
import { SearchSecurityLogHttpController } from './queries/search-security-log/search-security-log.http.controller';
import { SecurityLog } from './shared/security-log';

/**
 * The security log (issue 20, item 8), global so any module records into it: the wall (logins,
 * erasure), the dealer area (an admin acting for a dealer), the app's response hook (403s).
 */
@Global()
@Module({
  controllers: [SearchSecurityLogHttpController],
  providers: [SecurityLog, SearchSecurityLogHandler],
  exports: [SecurityLog],
})
export class SecurityLogModule {}
