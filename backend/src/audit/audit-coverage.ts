import { Injectable, OnModuleInit, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { IS_PUBLIC } from '../auth/access.decorators';
import { AUDITED } from './audited.decorator';

const READS = new Set([RequestMethod.GET, RequestMethod.HEAD, RequestMethod.OPTIONS]);

/** Every admin route that changes something: `Controller.method` of each route not public and not a read. */
export function unauditedAdminWrites(
  discovery: DiscoveryService,
  scanner: MetadataScanner,
  reflector: Reflector,
): string[] {
  const missing: string[] = [];
  for (const { instance, metatype } of discovery.getControllers()) {
    if (!instance || !metatype) continue;
    const prototype = Object.getPrototypeOf(instance) as object;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = (prototype as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
      if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
      const open = reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, metatype]);
      if (READS.has(method) || open) continue;
      if (!Reflect.getMetadata(AUDITED, handler)) missing.push(`${metatype.name}.${name}`);
    }
  }
  return missing;
}

/**
 * Refuses to boot while an admin write route has no `@Audited(...)`: a new route cannot skip the
 * audit trail by being forgotten.
 */
@Injectable()
export class AuditCoverage implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    const missing = unauditedAdminWrites(this.discovery, this.scanner, this.reflector);
    if (missing.length > 0) {
      throw new Error(
        `Admin routes that change data must be audited: add @Audited({ action, target }) to ${missing.join(', ')}.`,
      );
    }
  }
}
