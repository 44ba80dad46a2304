import type { EducationSummary } from '@jamstalldhet/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useBlocks } from '../../blocks-provider/blocks-context';
import {
  emptyFilterSelection,
  type FilterGroupKey,
  type FilterSelection,
  filterEducations,
  filterGroups,
  toggleFilter,
} from '../../engine/formatting/filters';
import { courseStatus } from '../../engine/learner/status';
import { formatLabel, useLabels } from '../../i18n/labels';
import { Button } from '../../parts/button';
import { Heading } from '../../parts/heading';
import { EducationCard } from './education-card';
import { educationTaxonomies } from './education-taxonomies';
import { listEducationsLabels } from './list-educations-labels';

/**
 * The loaded courses with their filters: checkboxes per group, tags for the checked ones, the
 * live count and the cards. Focus never falls to the page start when a tag disappears.
 */
export function FilteredEducations({
  educations,
  loggedIn,
  headingOffset,
  defaultFilters,
}: {
  educations: EducationSummary[];
  loggedIn: boolean;
  headingOffset: number;
  defaultFilters: FilterSelection | undefined;
}) {
  const { now } = useBlocks();
  const t = useLabels(listEducationsLabels);
  const baseId = useId();
  const [selection, setSelection] = useState<FilterSelection>(() => defaultFilters ?? emptyFilterSelection());
  const filtersRef = useRef<HTMLDivElement>(null);
  const tagsRef = useRef<HTMLUListElement>(null);
  // Where focus goes after the control that had it (a tag) disappears.
  const [pendingFocus, setPendingFocus] = useState<{ tagIndex: number } | 'filters' | null>(null);

  const taxonomies = useMemo(() => educationTaxonomies(educations), [educations]);
  const { groups, tags } = filterGroups(taxonomies, selection, {
    educationType: t['listEducations.educationType'],
    educationLength: t['listEducations.educationLength'],
    educationBy: t['listEducations.educationBy'],
    reset: t['listEducations.reset'],
  });
  const shown = filterEducations(educations, selection);
  const date = now?.() ?? new Date();

  useEffect(() => {
    if (pendingFocus === null) {
      return;
    }
    setPendingFocus(null);
    const tagButtons = tagsRef.current?.querySelectorAll('button') ?? [];
    const target =
      pendingFocus !== 'filters' && tagButtons.length > 0
        ? tagButtons[Math.min(pendingFocus.tagIndex, tagButtons.length - 1)]
        : filtersRef.current?.querySelector('input');
    target?.focus();
  }, [pendingFocus]);

  function toggle(group: FilterGroupKey, termId: number) {
    setSelection((previous) => toggleFilter(previous, group, termId));
  }

  function clearAll() {
    setSelection(emptyFilterSelection());
    setPendingFocus('filters');
  }

  const count =
    shown.length === 1
      ? t['listEducations.countOne']
      : formatLabel(t['listEducations.count'], { count: shown.length });

  return (
    <div className="jb-education-list__layout">
      <div ref={filtersRef} className="jb-education-list__filters">
        <Heading offset={headingOffset} className="jb-education-list__filters-title">
          {t['listEducations.filters']}
        </Heading>
        {groups
          .filter((group) => group.items.length > 0)
          .map((group) => (
            <fieldset key={group.key} className="jb-education-list__group">
              <legend className="jb-education-list__legend">{group.title}</legend>
              {group.items.map((item) => {
                const inputId = `${baseId}-${group.key}-${item.id}`;
                return (
                  <div key={item.id} className="jb-education-list__option">
                    <input
                      id={inputId}
                      type="checkbox"
                      checked={item.checked}
                      onChange={() => toggle(group.key, item.id)}
                    />
                    <label htmlFor={inputId}>{item.name}</label>
                  </div>
                );
              })}
            </fieldset>
          ))}
      </div>
      <div className="jb-education-list__results">
        {tags.length > 0 && (
          <ul
            ref={tagsRef}
            className="jb-education-list__tags"
            aria-label={t['listEducations.chosenFilters']}
          >
            {tags.map((tag, index) =>
              tag.type === 'reset' ? (
                <li key="reset">
                  <button
                    type="button"
                    className="jb-education-list__tag"
                    data-type="reset"
                    onClick={clearAll}
                  >
                    {tag.name}
                  </button>
                </li>
              ) : (
                <li key={`${tag.group}-${tag.id}`}>
                  <button
                    type="button"
                    className="jb-education-list__tag"
                    aria-label={formatLabel(t['listEducations.removeFilter'], { name: tag.name })}
                    onClick={() => {
                      toggle(tag.group, tag.id);
                      setPendingFocus({ tagIndex: index });
                    }}
                  >
                    {tag.name}
                    <span aria-hidden="true" className="jb-education-list__tag-icon">
                      ×
                    </span>
                  </button>
                </li>
              ),
            )}
          </ul>
        )}
        <p role="status" className="jb-education-list__count">
          {count}
        </p>
        {shown.length === 0 ? (
          <div className="jb-education-list__empty">
            <p>{t['listEducations.noMatch']}</p>
            <Button variant="secondary" onClick={clearAll}>
              {t['listEducations.reset']}
            </Button>
          </div>
        ) : (
          <ul
            className="jb-education-list__list jb-card-grid jb-plain-list"
            aria-label={t['listEducations.courses']}
          >
            {shown.map((education) => (
              <EducationCard
                key={education.id}
                education={education}
                status={courseStatus({ ...education, chapters: [] }, { loggedIn, progress: null, now: date })}
                headingOffset={headingOffset}
                groupTitles={{
                  type: t['listEducations.educationType'],
                  length: t['listEducations.educationLength'],
                  by: t['listEducations.educationBy'],
                }}
                t={t}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
