import { cardsMultipleLabels } from '../blocks/cards-multiple';
import { commentsLabels } from '../blocks/comments';
import { educationArchiveLabels } from '../blocks/education-archive';
import { educationCertificateLabels } from '../blocks/education-certificate';
import { educationPresentationLabels } from '../blocks/education-presentation';
import { educationSchemaLabels } from '../blocks/education-schema';
import { educationUserProgressLabels } from '../blocks/education-user-progress';
import { factsBoxLabels } from '../blocks/facts-box';
import { listDownloadsLabels } from '../blocks/list-downloads';
import { listEducationsLabels } from '../blocks/list-educations';
import { listFaqLabels } from '../blocks/list-faq';
import { listSoundsLabels } from '../blocks/list-sounds';
import { listUsersLabels } from '../blocks/list-users';
import { logoutLabels } from '../blocks/logout';
import { myCertificatesLabels } from '../blocks/my-certificates';
import { mySettingsLabels } from '../blocks/my-settings';
import { videoFullLabels } from '../blocks/video-full';
import { courseLabels } from '../course/course-labels';
import { popupLabels } from '../parts/popup/popup';
import { questionLabels } from '../parts/question-labels';
import { transcriptLabels } from '../parts/transcript-disclosure';
import { linkLabels } from '../render/block-link';
import { unknownBlockLabels } from '../render/unknown-block';

/** Each block's default texts, by the object that holds them. */
export const labelGroups = {
  cardsMultipleLabels,
  commentsLabels,
  courseLabels,
  educationArchiveLabels,
  educationCertificateLabels,
  educationPresentationLabels,
  educationSchemaLabels,
  educationUserProgressLabels,
  factsBoxLabels,
  linkLabels,
  listDownloadsLabels,
  listEducationsLabels,
  listFaqLabels,
  listSoundsLabels,
  listUsersLabels,
  logoutLabels,
  myCertificatesLabels,
  mySettingsLabels,
  popupLabels,
  questionLabels,
  transcriptLabels,
  unknownBlockLabels,
  videoFullLabels,
} as const;

type LabelGroups = typeof labelGroups;
type AllLabels = { [Group in keyof LabelGroups]: LabelGroups[Group] }[keyof LabelGroups];
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** Every text key a host may override through `BlocksProvider labels`. */
export type LabelKey = keyof UnionToIntersection<AllLabels>;

/**
 * Every default text of the package, by key: the list of what `labels` can replace.
 * Importing it pulls in every block; use the block's own labels object when you need one.
 *
 * @example <BlocksProvider labels={{ 'question.check': 'Check answer' } satisfies Partial<Record<LabelKey, string>>}>
 */
export const defaultLabels: Readonly<Record<LabelKey, string>> = Object.assign(
  {},
  ...Object.values(labelGroups),
) as Record<LabelKey, string>;
