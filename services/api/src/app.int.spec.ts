import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { IsInt, IsString, Max, Min } from 'class-validator';
import request from 'supertest';
import { ruleViolated } from '@autoleasing/domain';
import { Idempotent } from './common/idempotency/idempotent.interceptor';
import { startApiTestApp, type ApiTestApp } from '../test/api-test-app';

class ProbeDto {
  @IsString()
  readonly name!: string;

  @IsInt()
  @Min(0)
  @Max(99)
  readonly percent!: number;
}

/** Mounted only in this test: exercises the global pipe and the exception filter end to end. */
@Controller('api/v1/probe')
class ProbeController {
  @Post()
  echo(@Body() body: ProbeDto) {
    return { received: body };
  }

  private created = 0;

  @Post('things')
  @Idempotent()
  create(@Body() body: ProbeDto) {
    this.created++;
    return { number: this.created, name: body.name };
  }

  @Get('rule')
  rule() {
    throw ruleViolated('invalid_transition', 'Dieser Schritt ist im aktuellen Status nicht möglich.');
  }

  @Get('bug')
  bug() {
    throw new TypeError('cannot read properties of undefined');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('API skeleton (real PostgreSQL and Redis)', () => {
  let t: ApiTestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startApiTestApp('api_skeleton', [ProbeModule]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports PostgreSQL, Redis, the event store and each projection in /api/health', async () => {
    const res = await http().get('/api/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.checks.postgres.ok).toBe(true);
    expect(res.body.checks.redis.ok).toBe(true);
    expect(res.body.checks.eventStore.ok).toBe(true);
    expect(res.body.projections.map((p: { name: string }) => p.name)).toContain('audit-trail');
    expect(res.body.projections[0]).toHaveProperty('lag');
  });

  it('sets security headers and a request id on every answer', async () => {
    const res = await http().get('/api/health').set('x-request-id', 'trace-12345678');
    expect(res.headers['x-request-id']).toBe('trace-12345678');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('ignores a request id that is not an id', async () => {
    const res = await http().get('/api/health').set('x-request-id', '<script>');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows CORS only for our own origin', async () => {
    const own = await http().options('/api/health').set('origin', 'http://localhost:3000').set('access-control-request-method', 'GET');
    expect(own.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const foreign = await http().options('/api/health').set('origin', 'https://evil.example').set('access-control-request-method', 'GET');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const res = await http().get('/api/docs/json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/v1/jobs/{id}']));
  });

  it('answers an unknown API route with a German 404 and a stable code', async () => {
    const res = await http().get('/api/v1/gibt-es-nicht').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'not_found', message: 'Die angeforderte Ressource wurde nicht gefunden.' });
    expect(res.body.requestId).toBeDefined();
  });

  it('validates bodies: unknown fields and wrong types answer 400 with German details per field', async () => {
    const res = await http().post('/api/v1/probe').send({ name: 'A', percent: 120, admin: true }).expect(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.message).toBe('Bitte prüfen Sie Ihre Eingaben.');
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: 'percent', code: 'max', message: 'Der Wert ist zu groß.' },
        { field: 'admin', code: 'whitelistValidation', message: 'Dieses Feld ist nicht erlaubt.' },
      ]),
    );
  });

  it('transforms valid bodies', async () => {
    const res = await http().post('/api/v1/probe').send({ name: 'A', percent: 5 }).expect(201);
    expect(res.body).toEqual({ received: { name: 'A', percent: 5 } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await http().post('/api/v1/probe').set('content-type', 'application/json').send('{"name": ').expect(400);
    // The one JSON parser's own code (issue 20, item 6).
    expect(res.body.code).toBe('invalid_json');
  });

  it('answers a malformed URL encoding with a German 400', async () => {
    const res = await http().get('/api/v1/jobs/%E0%A4%A').expect(400);
    expect(res.body).toMatchObject({ code: 'bad_request', message: 'Die Anfrage ist ungültig.' });
  });

  it('answers an unsupported content type with 415', async () => {
    await http().post('/api/v1/probe').set('content-type', 'application/xml').send('<a/>').expect(415);
  });

  describe('Idempotency-Key on creating POSTs', () => {
    it('runs the first request and replays its answer for a repeat', async () => {
      const first = await http().post('/api/v1/probe/things').set('idempotency-key', 'key-aaaaaaaa').send({ name: 'A', percent: 1 }).expect(201);
      const again = await http().post('/api/v1/probe/things').set('idempotency-key', 'key-aaaaaaaa').send({ name: 'A', percent: 1 }).expect(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      const other = await http().post('/api/v1/probe/things').set('idempotency-key', 'key-bbbbbbbb').send({ name: 'A', percent: 1 }).expect(201);
      expect(other.body.number).toBe(first.body.number + 1);
    });

    it('refuses the same key with another body (422) and a malformed key (400)', async () => {
      await http().post('/api/v1/probe/things').set('idempotency-key', 'key-cccccccc').send({ name: 'A', percent: 1 }).expect(201);
      const reused = await http().post('/api/v1/probe/things').set('idempotency-key', 'key-cccccccc').send({ name: 'B', percent: 1 }).expect(422);
      expect(reused.body.code).toBe('idempotency_key_reused');
      const bad = await http().post('/api/v1/probe/things').set('idempotency-key', 'x').send({ name: 'A', percent: 1 }).expect(400);
      expect(bad.body.code).toBe('invalid_idempotency_key');
    });

    it('keeps nothing of a failed request, so the same key can be retried', async () => {
      await http().post('/api/v1/probe/things').set('idempotency-key', 'key-dddddddd').send({ name: 'A', percent: 500 }).expect(400);
      await http().post('/api/v1/probe/things').set('idempotency-key', 'key-dddddddd').send({ name: 'A', percent: 5 }).expect(201);
    });

    it('runs requests without the header every time', async () => {
      const a = await http().post('/api/v1/probe/things').send({ name: 'A', percent: 1 }).expect(201);
      const b = await http().post('/api/v1/probe/things').send({ name: 'A', percent: 1 }).expect(201);
      expect(b.body.number).toBe(a.body.number + 1);
    });
  });

  it('maps a rule violation to 409 with its code', async () => {
    const res = await http().get('/api/v1/probe/rule').expect(409);
    expect(res.body).toMatchObject({ code: 'invalid_transition', message: 'Dieser Schritt ist im aktuellen Status nicht möglich.' });
  });

  it('hides the details of a bug behind the generic German 500', async () => {
    const res = await http().get('/api/v1/probe/bug').expect(500);
    expect(res.body).toMatchObject({ code: 'internal_error', message: 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.' });
    expect(JSON.stringify(res.body)).not.toContain('undefined');
  });
});
