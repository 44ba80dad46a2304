import { BLOCK_FOLDERS } from '../blocks/block-folders';
import type { UnionToIntersection } from '../blocks/block-manifest';
import { courseLabels } from '../course/course-labels';
import { linkLabels } from '../parts/block-link-labels';
import { popupLabels } from '../parts/popup/popup-labels';
import { questionLabels } from '../parts/question-labels';
import { transcriptLabels } from '../parts/transcript-disclosure-labels';
import { unknownBlockLabels } from '../render/unknown-block-labels';

/** The default texts of what several blocks share (the course player, links, popups, questions). */
export const partLabelGroups = {
  courseLabels,
  linkLabels,
  popupLabels,
  questionLabels,
  transcriptLabels,
  unknownBlockLabels,
} as const;

type BlockFolder = (typeof BLOCK_FOLDERS)[number];
type FolderLabels = BlockFolder extends infer Folder
  ? Folder extends { labels: infer Labels }
    ? Labels
    : never
  : never;
type PartLabels = (typeof partLabelGroups)[keyof typeof partLabelGroups];

/** The keys of the shared texts (their English is in `english-labels.ts`). */
export type PartLabelKey = keyof UnionToIntersection<PartLabels> & string;

/** Each group of default texts by its name: the shared ones and each block folder's, by folder. */
export const labelGroups: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ...partLabelGroups,
  ...Object.fromEntries(
    BLOCK_FOLDERS.flatMap((folder) => ('labels' in folder ? [[folder.folder, folder.labels]] : [])),
  ),
};

/** Every text key a host may override through `BlocksProvider labels`. */
export type LabelKey = keyof UnionToIntersection<FolderLabels | PartLabels> & string;

/**
 * Every default text of the package, by key: the list of what `labels` can replace. The blocks'
 * own are in their folders' manifests.
 *
 * @example <BlocksProvider labels={{ 'question.check': 'Check answer' } satisfies Partial<Record<LabelKey, string>>}>
 */
export const defaultLabels: Readonly<Record<LabelKey, string>> = Object.assign(
  {},
  ...Object.values(labelGroups),
);
