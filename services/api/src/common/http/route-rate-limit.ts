import type { ProcessSettings } from '@autoleasing/infra';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

/** RuntimeConfig settings that give a route its own limit per IP and minute. */
export type PerMinuteLimitSetting = 'analyticsRateLimitPerMinute';

const SETTING_KEY = 'rateLimitPerMinuteSetting';

/**
 * The route's own rate limit per IP and minute (a counter of its own beside the global one): the
 * value of `setting` in the RuntimeConfig the app was built with, not read where the route is
 * declared (decorators run when the module is imported, before the configuration exists).
 */
export function RateLimitPerMinute(setting: PerMinuteLimitSetting): MethodDecorator {
  return RouteConfig({ [SETTING_KEY]: setting });
}

/**
 * Gives every `RateLimitPerMinute` route the rate-limit plugin's per-route options with the
 * configured number. Must be added before the plugin is registered: its own onRoute hook reads
 * them right after this one.
 */
export function applyRouteRateLimits(fastify: FastifyInstance, settings: Pick<ProcessSettings, PerMinuteLimitSetting>): void {
  fastify.addHook('onRoute', (route) => {
    const config = route.config as Record<string, unknown> | undefined;
    const setting = config?.[SETTING_KEY] as PerMinuteLimitSetting | undefined;
    if (setting) route.config = { ...config, rateLimit: { max: settings[setting], timeWindow: '1 minute' } } as typeof route.config;
  });
}
