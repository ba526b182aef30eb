import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Global, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';

/**
 * A module's part of a person's data export ('Download my data', promised by the privacy
 * policy): everything the module holds about the person, as plain JSON. Secrets (password
 * hashes, token hashes) and other people's contact details are left out.
 */
export interface PersonalDataExporter {
  export(em: EntityManager, person: ExportedPerson): Promise<unknown>;
}

/** Whose data: the account id, and the address others may have used to reach them (a review request). */
export interface ExportedPerson {
  userId: string;
  email: string;
}

const EXPORTER_METADATA = 'crew:personal-data-exporter';

/** Marks an injectable as a module's exporter; `section` names its part of the file. */
export function Exporter(section: string): ClassDecorator {
  return (target) => Reflect.defineMetadata(EXPORTER_METADATA, section, target);
}

/** Collects every module's exporter (found in the worker, where exports are built). */
@Injectable()
export class DataExport implements OnModuleInit {
  private readonly exporters: Array<{ section: string; instance: PersonalDataExporter }> = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit() {
    for (const wrapper of this.discovery.getProviders()) {
      const section = wrapper.metatype && (Reflect.getMetadata(EXPORTER_METADATA, wrapper.metatype) as string | undefined);
      if (section && wrapper.instance) this.exporters.push({ section, instance: wrapper.instance as PersonalDataExporter });
    }
    this.exporters.sort((a, b) => a.section.localeCompare(b.section));
  }

  sections(): string[] {
    return this.exporters.map((e) => e.section);
  }

  /** One object with a key per module's section, read in one repeatable-read snapshot so the parts agree. */
  async collect(em: EntityManager, person: ExportedPerson): Promise<Record<string, unknown>> {
    const data: Record<string, unknown> = {};
    await em.transactional(
      async (tx) => {
        for (const { section, instance } of this.exporters) data[section] = await instance.export(tx, person);
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
    return data;
  }
}

@Global()
@Module({ imports: [DiscoveryModule], providers: [DataExport], exports: [DataExport] })
export class DataExportModule {}
