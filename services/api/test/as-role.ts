import request from 'supertest';
import type { ApiTestApp } from './api-test-app';

type Method = 'get' | 'post' | 'patch' | 'delete';

/**
 * Supertest calls that carry a role's bearer token: `const as = asRole(() => t, token)`, then
 * `as('Admin').get(url)`. The app is read through a function because suites start it in
 * beforeAll, after the helper is built; the token record is filled in there too.
 */
export function asRole<R extends string>(app: () => ApiTestApp, token: Readonly<Record<R, string>>) {
  const call = (role: R, method: Method, url: string) =>
    request(app().app.getHttpServer())[method](url).set('authorization', `Bearer ${token[role]}`);
  return (role: R) => ({
    get: (url: string) => call(role, 'get', url),
    post: (url: string) => call(role, 'post', url),
    patch: (url: string) => call(role, 'patch', url),
    delete: (url: string) => call(role, 'delete', url),
  });
}

export type RoleClient = ReturnType<ReturnType<typeof asRole>>;
