import { Injectable, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

export interface RecordedRoute {
  method: string;
  url: string;
}

export const recordedRoutes: RecordedRoute[] = [];

/**
 * Records every route Fastify registers (Nest controllers, Swagger, plugins). Providers are built
 * when the app is created, before Nest registers its routes in init, so nothing is missed.
 */
@Injectable()
class RouteRecorder {
  constructor(host: HttpAdapterHost) {
    const fastify = host.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) recordedRoutes.push({ method: String(method), url: route.url ?? route.path });
    });
  }
}

@Module({ providers: [RouteRecorder] })
export class RouteRecorderModule {}
