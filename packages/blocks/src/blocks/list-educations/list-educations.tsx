import { useBlocks } from '../../blocks-provider/blocks-context';
import { useAsync } from '../../blocks-provider/use-async';
import type { FilterSelection } from '../../engine/formatting/filters';
import { tokenList } from '../../engine/formatting/token-list';
import { useLabels } from '../../i18n/labels';
import type { BlockProps } from '../../parts/block-props';
import { Heading } from '../../parts/heading';
import { LoadStatus } from '../../parts/load-status';
import { RichText } from '../../parts/rich-text';
import { FilteredEducations } from './filtered-educations';
import { listEducationsLabels } from './list-educations-labels';

export type ListEducationsProps = BlockProps<{
  /** Filters checked from the start, e.g. taken from the address. @default nothing checked */
  defaultFilters?: FilterSelection;
}>;

/**
 * `list-educations`: all courses, with filters by category, length and provider (SPEC §5).
 * Checked filters show as removable tags with a 'Rensa alla' tag, and a live status says how
 * many courses are shown. Each course shows the learner's status (SPEC §4) in words.
 *
 * @example <ListEducations block={block} />
 */
export function ListEducations({ block, defaultFilters, className, ...rest }: ListEducationsProps) {
  const { api, user } = useBlocks();
  const t = useLabels(listEducationsLabels);
  const listEducations = api?.listEducations;
  const { state, reload } = useAsync(
    listEducations ? () => listEducations() : undefined,
    listEducations,
    api?.knownEducations?.(),
  );

  return (
    <div
      className={tokenList('jb-education-list', className)}
      aria-busy={state.status === 'loading' || undefined}
      {...rest}
    >
      {block.title && <Heading className="jb-education-list__title">{block.title}</Heading>}
      <RichText className="jb-education-list__intro" html={block.html} />
      <LoadStatus
        state={state}
        onRetry={reload}
        loading={t['listEducations.loading']}
        error={t['listEducations.error']}
        retry={t['listEducations.retry']}
        className="jb-education-list__message"
      />
      {(state.status === 'idle' || (state.status === 'success' && state.data.length === 0)) && (
        <p className="jb-education-list__message">{t['listEducations.none']}</p>
      )}
      {state.status === 'success' && state.data.length > 0 && (
        <FilteredEducations
          educations={state.data}
          loggedIn={Boolean(user?.loggedIn)}
          headingOffset={block.title ? 1 : 0}
          defaultFilters={defaultFilters}
        />
      )}
    </div>
  );
}
