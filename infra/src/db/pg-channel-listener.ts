import { Client, type ClientConfig, type Notification } from 'pg';

/** Reconnect after a lost or refused connection: 1 s, doubling up to 10 s while it keeps failing. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 10_000;

/** Channels are our own constants; anything else would need quoting in LISTEN. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export interface ChannelSubscriber {
  /** A notification on the channel (its payload; '' when it has none). */
  notification(payload: string): void;
  /** LISTEN on the channel took effect (first time and after every reconnect): notifications committed from now on arrive. */
  listening?(): void;
  /** The connection was lost: notifications may have been missed until the next `listening`. */
  lost?(): void;
}

interface Channel {
  /** Each subscriber with the connection epoch it was last told `listening` for (-1: not yet). */
  readonly subscribers: Map<ChannelSubscriber, number>;
  /** The LISTEN sent on a connection: resolves true once it took effect. */
  listen: { client: Client; done: Promise<boolean> } | null;
}

/**
 * A process's one LISTEN connection, shared by everything in it that waits for NOTIFYs (in the
 * api: read-your-writes, catalogue version, customer-area live updates, session cache; in the
 * projections process: rebuild requests). PostgreSQL 15 signals every listening backend of the
 * database on every NOTIFY whatever its channel, so each extra listener costs the database CPU on
 * every notification of every writer.
 *
 * The connection is opened with the first subscription and LISTENs on every channel that has a
 * subscriber. When it fails, every subscriber hears `lost` (what it learnt from notifications can
 * no longer be kept up to date); it reconnects on the next `ready` or after a short backoff,
 * LISTENs again and tells the subscribers `listening`.
 */
export class PgChannelListener {
  private readonly channels = new Map<string, Channel>();
  private client: Client | null = null;
  /** The last LISTEN/UNLISTEN sent on the client: the next waits for it (pg wants one query at a time). */
  private tail: Promise<unknown> = Promise.resolve();
  private connecting: Promise<Client | null> | null = null;
  /** Bumped by every lost connection. */
  private epoch = 0;
  private failures = 0;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  /**
   * `clientConfig`: where to connect, with the application_name the backend shows. `backoff`: the
   * first and the longest wait before reconnecting on its own (tests set it beyond their length).
   */
  constructor(
    private readonly clientConfig: ClientConfig,
    private readonly log: { warn(message: string): void; error(message: string): void },
    private readonly backoff: { firstMs: number; maxMs: number } = { firstMs: FIRST_RETRY_MS, maxMs: MAX_RETRY_MS },
  ) {}

  /** Registers `subscriber` on `channel` and starts listening on it; returns the unsubscribe. */
  subscribe(channel: string, subscriber: ChannelSubscriber): () => void {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let entry = this.channels.get(channel);
    if (!entry) this.channels.set(channel, (entry = { subscribers: new Map(), listen: null }));
    entry.subscribers.set(subscriber, -1);
    void this.ready(channel);
    return () => this.unsubscribe(channel, subscriber);
  }

  /**
   * Whether notifications on `channel` arrive now, opening the connection and sending LISTEN
   * first when needed. False while the database cannot be reached (a retry is scheduled).
   */
  async ready(channel: string): Promise<boolean> {
    const client = await this.connect();
    const entry = this.channels.get(channel);
    if (!client || !entry || this.client !== client) return false;
    if (entry.listen?.client !== client) entry.listen = { client, done: this.listenOn(client, channel) };
    const listen = entry.listen;
    const listening = await listen.done;
    if (!listening && entry.listen === listen) entry.listen = null;
    if (!listening || this.client !== client || this.channels.get(channel) !== entry) return false;
    this.announce(entry);
    return true;
  }

  /** Ends the connection for good (no reconnect). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    await this.connecting;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private unsubscribe(channel: string, subscriber: ChannelSubscriber): void {
    const entry = this.channels.get(channel);
    if (!entry?.subscribers.delete(subscriber) || entry.subscribers.size > 0) return;
    this.channels.delete(channel);
    // Not signalled any more for a channel nobody here wants. Queued after a pending LISTEN, and
    // before the LISTEN of a new subscription, by the client's query order.
    if (this.client && entry.listen?.client === this.client) this.send(this.client, `UNLISTEN ${channel}`).catch(() => undefined);
  }

  private connect(): Promise<Client | null> {
    if (this.closed) return Promise.resolve(null);
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<Client | null> {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = new Client(this.clientConfig);
    client.on('notification', (n: Notification) => this.dispatch(n));
    client.on('error', (error) => this.drop(client, error));
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
    } catch (error) {
      this.log.warn(`cannot open the LISTEN connection: ${(error as Error).message}`);
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      this.retryLater();
      return null;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return null;
    }
    this.client = client;
    this.tail = Promise.resolve();
    this.failures = 0;
    // Every channel with subscribers, including those subscribed while connecting or before a loss.
    for (const channel of this.channels.keys()) void this.ready(channel);
    return client;
  }

  private listenOn(client: Client, channel: string): Promise<boolean> {
    return this.send(client, `LISTEN ${channel}`).then(
      () => true,
      // A broken connection also ends or errors the client, which drops it.
      () => false,
    );
  }

  /** In the order called, each after the previous one answered. */
  private send(client: Client, sql: string): Promise<unknown> {
    const sent = this.tail.then(() => client.query(sql));
    this.tail = sent.catch(() => undefined);
    return sent;
  }

  /** Tells each subscriber not yet told on this connection that its channel is listened on. */
  private announce(entry: Channel): void {
    for (const [subscriber, toldAt] of entry.subscribers) {
      if (toldAt === this.epoch) continue;
      entry.subscribers.set(subscriber, this.epoch);
      this.call(() => subscriber.listening?.());
    }
  }

  private dispatch(notification: Notification): void {
    const entry = this.channels.get(notification.channel);
    if (!entry) return;
    for (const subscriber of [...entry.subscribers.keys()]) this.call(() => subscriber.notification(notification.payload ?? ''));
  }

  private drop(client: Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    this.epoch++;
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.log.warn(`LISTEN connection lost${error ? `: ${error.message}` : ''}; notifications may have been missed`);
    for (const entry of this.channels.values()) {
      entry.listen = null;
      for (const subscriber of [...entry.subscribers.keys()]) this.call(() => subscriber.lost?.());
    }
    this.retryLater();
  }

  private retryLater(): void {
    if (this.closed || this.retry || this.channels.size === 0) return;
    const delay = Math.min(this.backoff.firstMs * 2 ** this.failures, this.backoff.maxMs);
    this.failures++;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, delay);
    this.retry.unref();
  }

  /** One subscriber's failure must not keep the others from hearing. */
  private call(handler: () => void): void {
    try {
      handler();
    } catch (error) {
      this.log.error(`notification subscriber failed: ${(error as Error).message}`);
    }
  }
}
