/** The store contract's school kits part: the lists the owner keeps, per school, class and year. */
import type { Kit, KitInput } from '../contract';

/** GET /api/kits's filters, and the owner's list (every kit, published or not). */
export interface KitFilter {
  school?: string;
  className?: string;
  academicYear?: string;
  /** Words that start a word of the title, school or class, in any case. */
  q?: string;
  /** Only published kits (the storefront); every kit when false or left out (the owner). */
  publishedOnly?: boolean;
}

/** The key a school's list is known by: one kit per school, class and year. */
export type KitKey = Pick<Kit, 'school' | 'className' | 'academicYear'>;

export interface KitStore {
  /** Kits matching the filter, by school, then class, then year (newest first). */
  list(filter: KitFilter): Promise<Kit[]>;
  get(id: string): Promise<Kit | null>;
  getMany(ids: readonly string[]): Promise<Kit[]>;
  /** The kit of this school, class and year, matched without regard to case; null when none. */
  findByKey(key: KitKey): Promise<Kit | null>;
  create(input: KitInput): Promise<Kit>;
  /** null when there is no such kit. */
  update(id: string, input: KitInput): Promise<Kit | null>;
  /** False when there was no such kit. Orders that hold it keep their lines as they were. */
  remove(id: string): Promise<boolean>;
  /**
   * Writes every kit of an import in one transaction, or none: each `replace` overwrites the lines
   * of the kit it names (its title, pricing and published flag stay), each `create` adds a kit.
   */
  importMany(
    writes: readonly (
      { action: 'create'; input: KitInput } | { action: 'replace'; id: string; lines: KitInput['lines'] }
    )[],
  ): Promise<Kit[]>;
}

/** A write would make a second kit for a school, class and year; nothing was written. */
export class DuplicateKitError extends Error {
  constructor(readonly key: KitKey) {
    super(`A kit for ${key.className}, ${key.school} ${key.academicYear} already exists`);
    this.name = 'DuplicateKitError';
  }
}

/** A write named a kit that is no longer there (deleted meanwhile); nothing was written. */
export class KitGoneError extends Error {
  constructor(readonly kitId: string) {
    super(`Kit ${kitId} is no longer there`);
    this.name = 'KitGoneError';
  }
}
