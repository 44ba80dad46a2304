import type { EducationTaxonomies, Term } from '@jamstalldhet/contract';
import { compareSwedish } from './swedish-order';

/** The filter groups of the education list, in the order they are shown (SPEC §5). */
export type FilterGroupKey = 'educationType' | 'educationLength' | 'educationBy';

/** The checked term ids of each filter group. */
export type FilterSelection = Record<FilterGroupKey, number[]>;

/** Texts of the filter list; each defaults to the Swedish text in SPEC §5. */
export type FilterLabels = {
  /** @default 'Kategorier' */
  educationType?: string;
  /** @default 'Kurslängd' */
  educationLength?: string;
  /** @default 'Utbildning av' */
  educationBy?: string;
  /** @default 'Rensa alla' */
  reset?: string;
};

/** One checkbox in a filter group. */
export type FilterItem = { id: number; name: string; slug?: string; checked: boolean };

/** A titled group of checkboxes. */
export type FilterGroup = { key: FilterGroupKey; title: string; items: FilterItem[] };

/** A removable tag for a checked filter, or the tag that clears them all. */
export type FilterTag =
  | { type: 'filter'; group: FilterGroupKey; id: number; name: string }
  | { type: 'reset'; name: string };

const GROUP_KEYS: readonly FilterGroupKey[] = ['educationType', 'educationLength', 'educationBy'];

const TAXONOMY_OF_GROUP = {
  educationType: 'education_type',
  educationLength: 'education_length',
  educationBy: 'education_by',
} as const satisfies Record<FilterGroupKey, keyof EducationTaxonomies>;

const DEFAULT_LABELS: Required<FilterLabels> = {
  educationType: 'Kategorier',
  educationLength: 'Kurslängd',
  educationBy: 'Utbildning av',
  reset: 'Rensa alla',
};

// Swedish collation puts å, ä and ö after z, where a plain string comparison would not.

/** A selection with nothing checked. */
export function emptyFilterSelection(): FilterSelection {
  return { educationType: [], educationLength: [], educationBy: [] };
}

/** Clears every filter; the result of the 'Rensa alla' tag. */
export function clearFilters(): FilterSelection {
  return emptyFilterSelection();
}

/**
 * Checks a filter, or unchecks it when it is already checked. The selection passed in is not
 * changed.
 *
 * @example
 * const selection = toggleFilter(emptyFilterSelection(), 'educationType', 7);
 * toggleFilter(selection, 'educationType', 7).educationType; // []
 */
export function toggleFilter(
  selection: FilterSelection,
  group: FilterGroupKey,
  termId: number,
): FilterSelection {
  const checked = selection[group];
  const next = checked.includes(termId) ? checked.filter((id) => id !== termId) : [...checked, termId];
  return { ...selection, [group]: next };
}

/**
 * Builds the filter groups with their items sorted by name, and the tags of the checked filters
 * followed by a reset tag when anything is checked.
 *
 * @example
 * const { groups, tags } = filterGroups(taxonomies, toggleFilter(emptyFilterSelection(), 'educationBy', 3));
 * groups.map((group) => group.title); // ['Kategorier', 'Kurslängd', 'Utbildning av']
 * tags.at(-1); // { type: 'reset', name: 'Rensa alla' }
 */
export function filterGroups(
  taxonomies: EducationTaxonomies,
  selection: FilterSelection,
  labels: FilterLabels = {},
): { groups: FilterGroup[]; tags: FilterTag[] } {
  const texts = { ...DEFAULT_LABELS, ...withoutUndefined(labels) };
  const groups = GROUP_KEYS.map((key): FilterGroup => {
    const checked = selection[key];
    const items = sortByName(taxonomies[TAXONOMY_OF_GROUP[key]]).map((term) => toItem(term, checked));
    return { key, title: texts[key], items };
  });
  const tags: FilterTag[] = groups.flatMap((group) =>
    group.items
      .filter((item) => item.checked)
      .map((item): FilterTag => ({ type: 'filter', group: group.key, id: item.id, name: item.name })),
  );
  // Judged on the selection rather than the visible tags: an id that no longer has a term still
  // filters the list, so the user must still be able to clear it.
  if (hasCheckedFilters(selection)) {
    tags.push({ type: 'reset', name: texts.reset });
  }
  return { groups, tags };
}

/**
 * Keeps the educations that match the selection: within a group any checked term matches, and
 * every group with something checked must match. With nothing checked, all are kept.
 *
 * @example
 * filterEducations(educations, toggleFilter(emptyFilterSelection(), 'educationLength', 2));
 */
export function filterEducations<T extends { taxonomies: EducationTaxonomies }>(
  educations: T[],
  selection: FilterSelection,
): T[] {
  const activeGroups = GROUP_KEYS.filter((key) => selection[key].length > 0);
  return educations.filter((education) =>
    activeGroups.every((key) => {
      const terms = education.taxonomies[TAXONOMY_OF_GROUP[key]];
      return terms.some((term) => selection[key].includes(term.id));
    }),
  );
}

/**
 * A new array sorted by name in Swedish order, for filter items, organisations and work titles.
 *
 * @example
 * sortByName([{ name: 'Östra' }, { name: 'Zeta' }, { name: 'Alfa' }]); // Alfa, Zeta, Östra
 */
export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareSwedish(a.name, b.name));
}

function toItem(term: Term, checked: readonly number[]): FilterItem {
  const item: FilterItem = { id: term.id, name: term.name, checked: checked.includes(term.id) };
  if (term.slug !== undefined) {
    item.slug = term.slug;
  }
  return item;
}

function hasCheckedFilters(selection: FilterSelection): boolean {
  return GROUP_KEYS.some((key) => selection[key].length > 0);
}

function withoutUndefined(labels: FilterLabels): FilterLabels {
  return Object.fromEntries(Object.entries(labels).filter(([, value]) => value !== undefined));
}
