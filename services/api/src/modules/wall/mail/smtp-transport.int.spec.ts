import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { WallConfig } from '../auth/wall-config';
import { createSmtpTransport, SmtpTransport } from './smtp-transport';

/**
 * The SMTP path end to end over TCP: nodemailer, loaded on demand, speaks to a minimal SMTP sink
 * on loopback (no mail server runs here; this is the edge of a third party).
 */
interface SmtpSink {
  server: Server;
  url: string;
  messages: string[];
}

function answer(socket: Socket, line: string, state: { data: string[] | null }, messages: string[]): void {
  if (state.data) {
    if (line === '.') {
      messages.push(state.data.join('\n'));
      state.data = null;
      socket.write('250 2.0.0 queued\r\n');
    } else state.data.push(line);
    return;
  }
  const verb = line.slice(0, 4).toUpperCase();
  if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
  else if (verb === 'DATA') {
    state.data = [];
    socket.write('354 go ahead\r\n');
  } else if (verb === 'QUIT') socket.end('221 bye\r\n');
  else socket.write('250 ok\r\n');
}

async function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    const state: { data: string[] | null } = { data: null };
    let buffered = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end = buffered.indexOf('\r\n');
      while (end >= 0) {
        answer(socket, buffered.slice(0, end), state, messages);
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf('\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, messages };
}

describe('createSmtpTransport', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => new Promise<void>((resolve) => sink.server.close(() => resolve())));

  it('delivers a German mail to the SMTP server named by SMTP_URL', async () => {
    const transport = await createSmtpTransport(sink.url);
    try {
      const info = await transport.sendMail({ from: 'service@autoleasing.example', to: 'kunde@example.org', subject: 'Ihre Anfrage', text: 'Grüße aus München' });
      expect(info.accepted).toEqual(['kunde@example.org']);
    } finally {
      transport.close();
    }
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]).toMatch(/^Subject: Ihre Anfrage$/m);
    expect(sink.messages[0]).toMatch(/^To: kunde@example\.org$/m);
  });
});

describe('SmtpTransport (the process\'s one transport)', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => new Promise<void>((resolve) => sink.server.close(() => resolve())));

  const withSmtpUrl = (smtpUrl: string | undefined) => new SmtpTransport({ smtpUrl } as WallConfig);

  it('given SMTP_URL, when two sends start together, then both get the same transport and their mails arrive', async () => {
    const smtp = withSmtpUrl(sink.url);
    const [first, second] = await Promise.all([smtp.get(), smtp.get()]);
    expect(second).toBe(first);
    await Promise.all(
      ['a@example.org', 'b@example.org'].map((to) => first.sendMail({ from: 'service@autoleasing.example', to, subject: 'Geteilt', text: 'Hallo' })),
    );
    await smtp.onApplicationShutdown();
    expect(sink.messages.filter((m) => /^Subject: Geteilt$/m.test(m))).toHaveLength(2);
  });

  it('given no SMTP_URL, then it is not configured and makes no transport', async () => {
    const smtp = withSmtpUrl(undefined);
    expect(smtp.configured).toBe(false);
    await expect(smtp.get()).rejects.toThrow('SMTP_URL is not set');
    await expect(smtp.onApplicationShutdown()).resolves.toBeUndefined();
  });
});
