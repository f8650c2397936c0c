import { modelPagePath, offerVariation, parseModelSlug, trailingUuid } from '@autoleasing/contracts';
import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isServerPath } from '../../../web/web-app';
import { CatalogueFactsRepository } from '../shared/seo/catalogue-facts.repository';
import { legacyRedirectTarget } from './legacy-redirects';
import { URL_ERROR_TARGET, violatesUrlRules } from './url-validation';

/** The catalogue look-ups page routing needs, in-process (no HTTP hop). */
export interface PageRoutingFacts {
  /** The car page's variation (slug + id) of an offer, or null when the offer does not exist. */
  offerVariation(id: string): Promise<string | null>;
  /** The model page path of a brand's series, or null. */
  modelPath(brand: string, seriesSlug: string): Promise<string | null>;
}

export type RoutingDecision = { status: 301 | 302; location: string } | null;

/** Decides for one page request: a redirect, or null to serve the page as usual. */
export async function pageRouting(rawUrl: string, facts: PageRoutingFacts): Promise<RoutingDecision> {
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const search = queryAt === -1 ? '' : rawUrl.slice(queryAt + 1);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return null; // Broken encoding: Fastify answers it with its German 400.
  }
  // Files (assets, favicon, robots.txt) are never pages.
  if (pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname)) return null;
  const legacy = await legacyRedirectTarget(pathname, search, (brand, series) => facts.modelPath(brand, series));
  if (legacy) return { status: 301, location: legacy };
  if (violatesUrlRules(pathname, new URLSearchParams(search))) return { status: 302, location: URL_ERROR_TARGET };
  const tidy = tidyPathRedirect(rawPath, search);
  if (tidy) return tidy;
  return (await canonicalOfferRedirect(pathname, search, facts)) ?? canonicalModelRedirect(pathname, search, facts);
}

/** Paths we tidy: plain characters only, and never one a browser could read as another host ('//x', '/\\x'). */
const TIDY_PATH = /^\/(?!\/)[A-Za-z0-9\-._~%/]*$/;

/** Today's page families whose slugs are all lower case (magazine slugs by a table CHECK). */
const LOWER_CASE_PATHS = /^\/(leasing\/|magazin(\/|$))/i;

/**
 * One spelling per page: no trailing slash (/leasing/suv/ → /leasing/suv), and today's /leasing/…
 * and /magazin… pages in lower case, as all their slugs are (/leasing/SUV → /leasing/suv,
 * /Magazin/Ratgeber → /magazin/ratgeber). Old-style URLs (/Leasing/BMW) went to their legacy
 * redirect before.
 */
function tidyPathRedirect(rawPath: string, search: string): RoutingDecision {
  if (rawPath === '/' || !TIDY_PATH.test(rawPath)) return null;
  const trimmed = rawPath.replace(/\/+$/, '');
  const tidy = LOWER_CASE_PATHS.test(trimmed) ? trimmed.toLowerCase() : trimmed;
  if (tidy === rawPath || tidy === '') return null;
  return { status: 301, location: `${tidy}${search ? `?${search}` : ''}` };
}

/** Issue 18: a car has one URL. Any other slug before its id answers 301 to the canonical one, query kept. */
async function canonicalOfferRedirect(pathname: string, search: string, facts: PageRoutingFacts): Promise<RoutingDecision> {
  const parts = pathname.split('/');
  if (parts.length !== 3 || parts[1] !== 'leasing-angebote') return null;
  const id = trailingUuid(parts[2]);
  if (!id) return null;
  const canonical = await facts.offerVariation(id);
  // An unknown offer is the page's 404/410, not a redirect.
  if (!canonical || canonical === parts[2]) return null;
  return { status: 301, location: `/leasing-angebote/${canonical}${search ? `?${search}` : ''}` };
}

const MODEL_VIEWS = new Set(['motorisierungen', 'sofort-verfuegbar']);

/**
 * A series has one model page, under its body type (contracts modelPagePath). The same series
 * under another category (/leasing/kombi/bmw-x1, /leasing/elektro/bmw-x1) answers 301 there, the
 * view and the query kept, instead of a copy of the page with a canonical of its own.
 */
async function canonicalModelRedirect(pathname: string, search: string, facts: PageRoutingFacts): Promise<RoutingDecision> {
  const [, first, category, model, view, ...rest] = pathname.split('/');
  if (first !== 'leasing' || !model || rest.length > 0 || (view !== undefined && !MODEL_VIEWS.has(view))) return null;
  const parsed = parseModelSlug(model);
  const canonical = parsed && (await facts.modelPath(parsed.brand, parsed.series));
  // An unknown series is the page's 404, not a redirect.
  if (!canonical || canonical === `/leasing/${category}/${model}`) return null;
  return { status: 301, location: `${canonical}${view ? `/${view}` : ''}${search ? `?${search}` : ''}` };
}

/** Page routing facts from the catalogue tables. */
export function catalogueRoutingFacts(facts: CatalogueFactsRepository): PageRoutingFacts {
  return {
    async offerVariation(id) {
      const offer = await facts.offer(id);
      return offer ? offerVariation({ id: offer.id, manufacturer_name: offer.manufacturerSlug, name: offer.modelName }) : null;
    },
    async modelPath(brand, seriesSlug) {
      const series = await facts.series(brand, seriesSlug);
      return series ? modelPagePath({ body_type: series.bodyType, manufacturer_name: series.manufacturerSlug, car_series_slug: series.seriesSlug }) : null;
    },
  };
}

/**
 * Old URLs, URL checks (spec 2.1, 5.1) and canonical car slugs run before routing, for page
 * requests only: API paths (/api, /fe-api, /newsletter …) are never touched. Crawlers get exactly
 * what browsers get. Registered from a provider because providers are built before Nest adds its routes.
 */
@Injectable()
export class PageRoutingHook {
  constructor(host: HttpAdapterHost, facts: CatalogueFactsRepository) {
    const fastify = host.httpAdapter.getInstance<FastifyInstance>();
    const routingFacts = catalogueRoutingFacts(facts);
    fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || isServerPath(request.url)) return;
      const decision = await pageRouting(request.url, routingFacts);
      if (!decision) return;
      await reply.status(decision.status).header('location', decision.location).header('cache-control', decision.status === 301 ? 'public, max-age=86400' : 'no-store').send();
    });
  }
}
