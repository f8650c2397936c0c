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
