import type { EducationTaxonomies, Term } from '@jamstalldhet/contract';

const TAXONOMY_KEYS = ['education_type', 'education_length', 'education_by'] as const satisfies ReadonlyArray<
  keyof EducationTaxonomies
>;

/**
 * The filter terms to offer for a list of educations: per taxonomy, every term used by at least
 * one education, once (by id, the first one seen wins). Terms no listed course uses are left out,
 * so a filter can never lead to an empty list by itself.
 *
 * @example
 * educationTaxonomies([course1, course2]).education_type; // [{ id: 3, name: 'Skola' }, ...]
 */
export function educationTaxonomies(
  educations: ReadonlyArray<{ taxonomies: EducationTaxonomies }>,
): EducationTaxonomies {
  const union: EducationTaxonomies = { education_type: [], education_length: [], education_by: [] };
  for (const key of TAXONOMY_KEYS) {
    const seen = new Map<number, Term>();
    for (const education of educations) {
      for (const term of education.taxonomies[key]) {
        if (!seen.has(term.id)) {
          seen.set(term.id, term);
        }
      }
    }
    union[key] = [...seen.values()];
  }
  return union;
}
