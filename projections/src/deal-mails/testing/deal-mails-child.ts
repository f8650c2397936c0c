import { createEventStore, createPgPool, EventTypeRegistry, loadOperatorConfig } from '@autoleasing/infra';
import { ProjectionRunner } from '../../runtime/projection-runner';
import { createDealMailsReaction } from '../deal-mails.reaction';
import { ORIGIN } from './deal-mail-fixtures';

/**
 * The deal-mails reaction alone in a process of its own, against DATABASE_URL, until it is
 * killed: the kill test's subject. Says "running" on stdout once started.
 */
const databaseUrl = process.env.DATABASE_URL as string;
const pool = createPgPool(databaseUrl, 4);
const eventStore = createEventStore({ eventStore: 'postgres', databaseUrl, registry: new EventTypeRegistry() });
const runner = new ProjectionRunner({ pool, eventStore, projections: [createDealMailsReaction({ publicOrigin: ORIGIN, operator: loadOperatorConfig({}, false) })], batchSize: 1000, log: (line) => process.stderr.write(`${JSON.stringify(line)}\n`) });
runner.start();
process.stdout.write('running\n');
