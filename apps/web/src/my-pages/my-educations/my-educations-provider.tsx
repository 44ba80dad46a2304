import { type BlocksApi, BlocksProvider, useBlocks } from '@jamstalldhet/blocks';
import { operations } from '@jamstalldhet/contract';
import { type ReactNode, useMemo } from 'react';
import { useApi } from '../../site/services';

/** What the course list says when the learner has no courses yet. */
const MY_EDUCATIONS_LABELS = {
  'listEducations.none':
    'Du har inte påbörjat, avslutat eller ansökt om någon utbildning ännu. Alla utbildningar finns på startsidan.',
};

/**
 * Gives the blocks inside it the learner's own courses as "the course list": the
 * `list-educations` block then shows the courses they have started, completed or asked to
 * take (`operations.listMyEducations`), each with its status, and the usual filters.
 */
export function MyEducationsProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { api: blocksApi } = useBlocks();
  const mine = useMemo<BlocksApi>(
    () => ({
      ...blocksApi,
      listEducations: () => api.call(operations.listMyEducations),
    }),
    [api, blocksApi],
  );
  return (
    <BlocksProvider api={mine} labels={MY_EDUCATIONS_LABELS}>
      {children}
    </BlocksProvider>
  );
}
