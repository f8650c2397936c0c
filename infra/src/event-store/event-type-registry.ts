import { InvalidEventData, UnknownEventType } from './errors';
import type { NewEvent } from './types';

/** Lifts data of schema version `fromVersion` to `fromVersion + 1`. */
export interface Upcaster {
  fromVersion: number;
  up(data: unknown): unknown;
}

export interface EventTypeDefinition {
  type: string;
  /** Current schema version; what new events are stored with. */
  schemaVersion: number;
  /** Returns the problems found; an empty list means the data is valid. */
  validate: (data: unknown) => string[];
  upcasters?: readonly Upcaster[];
}

/** An event ready to be written: validated and stamped with its current schema version. */
export interface PreparedEvent {
  id: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: NewEvent['metadata'];
}

/**
 * The event types a store accepts. Both adapters call `prepare` before writing and `upcast` after
 * reading, so validation and schema evolution are written once and behave the same everywhere.
 */
export class EventTypeRegistry {
  private readonly definitions = new Map<string, EventTypeDefinition>();

  register(definition: EventTypeDefinition): this {
    if (!Number.isInteger(definition.schemaVersion) || definition.schemaVersion < 1) {
      throw new Error(`Schema version of ${definition.type} must be an integer ≥ 1`);
    }
    const froms = (definition.upcasters ?? []).map((u) => u.fromVersion);
    // A gap in the chain would surface only when an old event is read; fail at startup instead.
    for (let v = froms.length ? Math.min(...froms) : definition.schemaVersion; v < definition.schemaVersion; v++) {
      if (!froms.includes(v)) throw new Error(`Upcaster chain of ${definition.type} has a gap at version ${v}`);
    }
    this.definitions.set(definition.type, definition);
    return this;
  }

  has(type: string): boolean {
    return this.definitions.has(type);
  }

  currentVersion(type: string): number | undefined {
    return this.definitions.get(type)?.schemaVersion;
  }

  /**
   * Validates a whole append before anything is written, so a bad event anywhere in the batch
   * leaves the store untouched.
   */
  prepare(events: readonly NewEvent[]): PreparedEvent[] {
    return events.map((event) => {
      const definition = this.definitions.get(event.type);
      if (!definition) throw new UnknownEventType(event.type);
      const problems = definition.validate(event.data);
      if (problems.length > 0) throw new InvalidEventData(event.type, problems);
      return { id: event.id, type: event.type, schemaVersion: definition.schemaVersion, data: event.data, metadata: event.metadata };
    });
  }

  /**
   * Lifts stored data to the current schema version. Unknown types (e.g. written by a newer
   * deployment) pass through unchanged rather than failing a read; a registered type whose chain
   * does not reach back to the stored version throws, since handlers would get the wrong shape.
   */
  upcast(type: string, schemaVersion: number, data: unknown): { schemaVersion: number; data: unknown } {
    const definition = this.definitions.get(type);
    if (!definition || schemaVersion >= definition.schemaVersion) return { schemaVersion, data };
    let version = schemaVersion;
    let current = data;
    while (version < definition.schemaVersion) {
      const upcaster = definition.upcasters?.find((u) => u.fromVersion === version);
      if (!upcaster) throw new Error(`No upcaster for ${type} from schema version ${version}`);
      current = upcaster.up(current);
      version += 1;
    }
    return { schemaVersion: version, data: current };
  }
}
