import { type INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { ConfirmedEmailAction } from '@crew/contracts/access';
import { acceptsApiKey, accessRuleOf, type AccessRule, confirmedEmailRuleOf, requiresRecentCheck, type TargetRule, targetRuleOf } from '../../src/platform/http/access-rules.js';

export interface RouteEntry {
  route: string;
  controller: string;
  rule: AccessRule | undefined;
  /** What an admin route acts on, when it declares it. */
  target: TargetRule | undefined;
  /** Whether an API key may stand in for the session (AcceptsApiKey). */
  apiKey: boolean;
  /** Whether the route also needs a confirmed account email, and for which action. */
  confirmedEmail: ConfirmedEmailAction | undefined;
  /** A sensitive action: it needs a recent check of who is signed in. */
  recentCheck: boolean;
}

/** Every HTTP route Nest registered in this application, with its declared access rule. */
export function routeTable(app: INestApplication): RouteEntry[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const entries: RouteEntry[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
    if (!controller?.prototype) continue;
    const base = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat().join('|');
    for (const name of scanner.getAllMethodNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, (...args: unknown[]) => unknown>)[name];
      const path: string | string[] | undefined = Reflect.getMetadata(PATH_METADATA, handler);
      if (path === undefined) continue; // not a route handler
      const verb = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const route = `${verb} /api/${[base, [path].flat().join('|')].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/');
      entries.push({
        route,
        controller: controller.name,
        rule: accessRuleOf(reflector, handler, controller),
        target: targetRuleOf(reflector, handler, controller),
        apiKey: acceptsApiKey(reflector, handler, controller),
        confirmedEmail: confirmedEmailRuleOf(reflector, handler, controller),
        recentCheck: requiresRecentCheck(reflector, handler, controller),
      });
    }
  }
  return entries;
}
