import net from 'node:net';

/**
 * A TCP proxy for fault tests (issue 19): forwards to a real PostgreSQL or Redis until it is
 * switched to `blackhole()`, after which it accepts connections and swallows every byte in both
 * directions without answering or closing: the dependency "does not answer", the hardest case for
 * timeouts (a refused connection fails fast by itself). `restore()` cuts the connections that
 * lost bytes (their protocol state is broken) and forwards new ones again.
 */
export class TcpProxy {
  private blackholed = false;
  private readonly sockets = new Set<net.Socket>();
  private readonly swallowed = new Set<net.Socket>();

  private constructor(
    private readonly server: net.Server,
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const proxy = new TcpProxy(server, (server.address() as net.AddressInfo).port);
    server.on('connection', (client) => proxy.accept(client, target));
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  route(url: string): string {
    const routed = new URL(url);
    routed.hostname = '127.0.0.1';
    routed.port = String(this.port);
    return routed.toString();
  }

  blackhole(): void {
    this.blackholed = true;
  }

  restore(): void {
    this.blackholed = false;
    for (const socket of this.swallowed) socket.destroy();
    this.swallowed.clear();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket, target: { host: string; port: number }): void {
    this.track(client);
    if (this.blackholed) {
      // Accepted, never answered.
      this.swallowed.add(client);
      client.on('data', () => undefined);
      return;
    }
    const upstream = net.connect(target.port, target.host);
    this.track(upstream);
    this.forward(client, upstream);
    this.forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  /** Copies bytes from `from` to `to` while forwarding; swallows them while blackholed. */
  private forward(from: net.Socket, to: net.Socket): void {
    from.on('data', (chunk: Buffer) => {
      if (this.blackholed) {
        this.swallowed.add(from).add(to);
        return;
      }
      to.write(chunk);
    });
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.swallowed.delete(socket);
    });
  }
}

export interface ProxiedDependencies {
  pg: TcpProxy;
  redis: TcpProxy;
  /** DATABASE_URL and REDIS_URL through the proxies. */
  env: { DATABASE_URL: string; REDIS_URL: string };
  /** Both stop answering. */
  blackhole(): void;
  /** Both answer again. */
  restore(): void;
  close(): Promise<void>;
}

/** PostgreSQL (the given database) and Redis (REDIS_URL) each behind a TcpProxy. */
export async function proxyDependencies(databaseUrl: string, redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'): Promise<ProxiedDependencies> {
  const pgTarget = new URL(databaseUrl);
  const redisTarget = new URL(redisUrl);
  const pg = await TcpProxy.start({ host: pgTarget.hostname, port: Number(pgTarget.port || 5432) });
  const redis = await TcpProxy.start({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) });
  return {
    pg,
    redis,
    env: { DATABASE_URL: pg.route(databaseUrl), REDIS_URL: redis.route(redisUrl) },
    blackhole() {
      pg.blackhole();
      redis.blackhole();
    },
    restore() {
      pg.restore();
      redis.restore();
    },
    async close() {
      await pg.close();
      await redis.close();
    },
  };
}
