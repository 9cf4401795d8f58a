import type { KitSummary } from '@shop/backend/contract';

/** One class of a school: its kits, newest year first. */
export interface KitClassGroup {
  className: string;
  kits: KitSummary[];
}

/** One school's kits, class by class. */
export interface KitSchoolGroup {
  school: string;
  classes: KitClassGroup[];
}

// "Class 2" before "Class 10", and "KG" beside "kg": as a school prints its classes.
const natural = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });

/** The owner's list as the schools print theirs: schools A→Z, classes in order, newest year first. */
export function groupKits(kits: readonly KitSummary[]): KitSchoolGroup[] {
  const schools = new Map<string, Map<string, KitSummary[]>>();
  for (const kit of kits) {
    const classes = schools.get(kit.school) ?? new Map<string, KitSummary[]>();
    schools.set(kit.school, classes);
    classes.set(kit.className, [...(classes.get(kit.className) ?? []), kit]);
  }
  return [...schools]
    .sort(([a], [b]) => natural.compare(a, b))
    .map(([school, classes]) => ({
      school,
      classes: [...classes]
        .sort(([a], [b]) => natural.compare(a, b))
        .map(([className, classKits]) => ({
          className,
          kits: [...classKits].sort((a, b) => b.academicYear.localeCompare(a.academicYear)),
        })),
    }));
}

/** The schools and years the owner's kits name, for the filters. */
export function kitFilterChoices(kits: readonly KitSummary[]): { schools: string[]; years: string[] } {
  return {
    schools: [...new Set(kits.map((kit) => kit.school))].sort(natural.compare),
    years: [...new Set(kits.map((kit) => kit.academicYear))].sort((a, b) => b.localeCompare(a)),
  };
}

/** What names a kit in words ("Class 5, St. Xavier's, 2026-27"): the values its messages take. */
export const kitNameValues = (kit: Pick<KitSummary, 'school' | 'className' | 'academicYear'>) => ({
  school: kit.school,
  className: kit.className,
  academicYear: kit.academicYear,
});
