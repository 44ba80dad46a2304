import type { BlockForm } from '@jamstalldhet/blocks';

/** Where blocks are being added: a course's page or section, or a page of the site (or a room). */
export type BlockHome = 'course' | 'site';

// Lowercase without diacritics, so "fraga" finds "Fråga" on a keyboard without å.
function folded(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

/** Whether a block type belongs where blocks are being added (`BlockForm.placement`). */
export function belongsIn(form: BlockForm, home: BlockHome): boolean {
  return form.placement === undefined || form.placement === home;
}

// How well a block type answers a search (0: not at all), as Gutenberg ranks its inserter:
// the name itself, then a name that starts with it, then every word in the name or description.
function score(form: BlockForm, query: string): number {
  const label = folded(form.label);
  if (label === query) {
    return 30;
  }
  if (label.startsWith(query)) {
    return 20;
  }
  const text = `${label} ${folded(form.description)}`;
  return query.split(/\s+/).every((word) => text.includes(word)) ? 10 : 0;
}

/**
 * The block types that belong here and answer a search, best first; all of them, in their
 * order, for an empty search. Ties keep the forms' order.
 *
 * @example findBlockForms(forms, 'fråga', 'course')[0]?.label // 'Fråga med ett svar'
 */
export function findBlockForms(forms: readonly BlockForm[], query: string, home: BlockHome): BlockForm[] {
  const here = forms.filter((form) => belongsIn(form, home));
  const wanted = folded(query);
  if (wanted === '') {
    return here;
  }
  return here
    .map((form, index) => ({ form, index, score: score(form, wanted) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.form);
}
