import type { EducationTaxonomies } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  emptyFilterSelection,
  filterEducations,
  filterGroups,
  sortByName,
  toggleFilter,
} from './filters';

const taxonomies: EducationTaxonomies = {
  education_type: [
    { id: 1, name: 'Övrigt', slug: 'ovrigt' },
    { id: 2, name: 'Arbetsliv', slug: 'arbetsliv' },
    { id: 3, name: 'Ämnen', slug: 'amnen' },
    { id: 4, name: 'Zoologi', slug: 'zoologi' },
  ],
  education_length: [
    { id: 10, name: 'Lång' },
    { id: 11, name: 'Kort' },
  ],
  education_by: [{ id: 20, name: 'Myndigheten' }],
};

function education(name: string, type: number[], length: number[], by: number[]) {
  const terms = (ids: number[]) => ids.map((id) => ({ id, name: `term ${id}` }));
  return {
    name,
    taxonomies: {
      education_type: terms(type),
      education_length: terms(length),
      education_by: terms(by),
    },
  };
}

const educations = [
  education('a', [1], [10], [20]),
  education('b', [2], [11], [20]),
  education('c', [1, 2], [11], []),
  education('d', [], [], []),
];

describe('toggleFilter', () => {
  it('checks an unchecked filter', () => {
    const selection = toggleFilter(emptyFilterSelection(), 'educationType', 1);
    expect(selection.educationType).toEqual([1]);
    expect(selection.educationLength).toEqual([]);
  });

  it('unchecks an already-checked filter', () => {
    const checked = toggleFilter(emptyFilterSelection(), 'educationType', 1);
    expect(toggleFilter(checked, 'educationType', 1).educationType).toEqual([]);
  });

  it('keeps the same id apart in different groups', () => {
    const selection = toggleFilter(
      toggleFilter(emptyFilterSelection(), 'educationType', 5),
      'educationBy',
      5,
    );
    expect(selection).toEqual({ educationType: [5], educationLength: [], educationBy: [5] });
  });

  it('does not change the selection passed in', () => {
    const before = toggleFilter(emptyFilterSelection(), 'educationType', 1);
    toggleFilter(before, 'educationType', 2);
    toggleFilter(before, 'educationType', 1);
    expect(before.educationType).toEqual([1]);
  });
});

describe('clearFilters', () => {
  it('returns a selection with nothing checked', () => {
    expect(clearFilters()).toEqual({ educationType: [], educationLength: [], educationBy: [] });
  });

  it('returns a new object each time', () => {
    const first = clearFilters();
    first.educationType.push(1);
    expect(clearFilters().educationType).toEqual([]);
  });
});

describe('filterGroups', () => {
  it('titles the groups in Swedish, in order', () => {
    const { groups } = filterGroups(taxonomies, emptyFilterSelection());
    expect(groups.map((group) => [group.key, group.title])).toEqual([
      ['educationType', 'Kategorier'],
      ['educationLength', 'Kurslängd'],
      ['educationBy', 'Utbildning av'],
    ]);
  });

  it('sorts items by name in Swedish order', () => {
    const { groups } = filterGroups(taxonomies, emptyFilterSelection());
    expect(groups[0]?.items.map((item) => item.name)).toEqual(['Arbetsliv', 'Zoologi', 'Ämnen', 'Övrigt']);
    expect(groups[1]?.items.map((item) => item.name)).toEqual(['Kort', 'Lång']);
  });

  it('marks checked items and keeps slugs', () => {
    const selection = toggleFilter(emptyFilterSelection(), 'educationType', 3);
    const { groups } = filterGroups(taxonomies, selection);
    expect(groups[0]?.items.find((item) => item.id === 3)).toEqual({
      id: 3,
      name: 'Ämnen',
      slug: 'amnen',
      checked: true,
    });
    expect(groups[0]?.items.find((item) => item.id === 1)?.checked).toBe(false);
  });

  it('shows no tags when nothing is checked', () => {
    expect(filterGroups(taxonomies, emptyFilterSelection()).tags).toEqual([]);
  });

  it('shows a tag per checked filter in group order, then the reset tag last', () => {
    let selection = toggleFilter(emptyFilterSelection(), 'educationBy', 20);
    selection = toggleFilter(selection, 'educationType', 1);
    selection = toggleFilter(selection, 'educationType', 2);
    expect(filterGroups(taxonomies, selection).tags).toEqual([
      { type: 'filter', group: 'educationType', id: 2, name: 'Arbetsliv' },
      { type: 'filter', group: 'educationType', id: 1, name: 'Övrigt' },
      { type: 'filter', group: 'educationBy', id: 20, name: 'Myndigheten' },
      { type: 'reset', name: 'Rensa alla' },
    ]);
  });

  it('offers the reset tag for a checked id that has no term', () => {
    const selection = toggleFilter(emptyFilterSelection(), 'educationLength', 99);
    expect(filterGroups(taxonomies, selection).tags).toEqual([{ type: 'reset', name: 'Rensa alla' }]);
  });

  it('lets the texts be replaced', () => {
    const selection = toggleFilter(emptyFilterSelection(), 'educationLength', 10);
    const { groups, tags } = filterGroups(taxonomies, selection, {
      educationType: 'Categories',
      educationBy: 'Provided by',
      reset: 'Clear all',
    });
    expect(groups.map((group) => group.title)).toEqual(['Categories', 'Kurslängd', 'Provided by']);
    expect(tags.at(-1)).toEqual({ type: 'reset', name: 'Clear all' });
  });

  it('keeps the defaults for texts given as undefined', () => {
    const { groups } = filterGroups(taxonomies, emptyFilterSelection(), { educationType: undefined });
    expect(groups[0]?.title).toBe('Kategorier');
  });

  it('does not reorder the taxonomies passed in', () => {
    filterGroups(taxonomies, emptyFilterSelection());
    expect(taxonomies.education_type.map((term) => term.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('filterEducations', () => {
  it('returns all educations when nothing is checked', () => {
    expect(filterEducations(educations, emptyFilterSelection())).toEqual(educations);
  });

  it('matches any checked term within a group', () => {
    let selection = toggleFilter(emptyFilterSelection(), 'educationType', 1);
    expect(filterEducations(educations, selection).map((item) => item.name)).toEqual(['a', 'c']);
    selection = toggleFilter(selection, 'educationType', 2);
    expect(filterEducations(educations, selection).map((item) => item.name)).toEqual(['a', 'b', 'c']);
  });

  it('requires every group with checks to match', () => {
    let selection = toggleFilter(emptyFilterSelection(), 'educationType', 1);
    selection = toggleFilter(selection, 'educationLength', 11);
    expect(filterEducations(educations, selection).map((item) => item.name)).toEqual(['c']);
    selection = toggleFilter(selection, 'educationBy', 20);
    expect(filterEducations(educations, selection)).toEqual([]);
  });

  it('returns nothing when no education has the checked term', () => {
    const selection = toggleFilter(emptyFilterSelection(), 'educationBy', 99);
    expect(filterEducations(educations, selection)).toEqual([]);
  });
});

describe('sortByName', () => {
  it('sorts in Swedish order, with å ä ö after z', () => {
    const sorted = sortByName([{ name: 'Ö' }, { name: 'z' }, { name: 'Å' }, { name: 'a' }, { name: 'Ä' }]);
    expect(sorted.map((item) => item.name)).toEqual(['a', 'z', 'Å', 'Ä', 'Ö']);
  });

  it('returns a new array and leaves the input alone', () => {
    const items = [{ name: 'b' }, { name: 'a' }];
    const sorted = sortByName(items);
    expect(sorted).not.toBe(items);
    expect(items.map((item) => item.name)).toEqual(['b', 'a']);
  });

  it('keeps the order of equal names', () => {
    const sorted = sortByName([
      { name: 'Lika', id: 1 },
      { name: 'Annan', id: 2 },
      { name: 'Lika', id: 3 },
    ]);
    expect(sorted.map((item) => item.id)).toEqual([2, 1, 3]);
  });
});
