import { cardsMultipleLabels } from '../blocks/cards-multiple/cards-multiple-labels';
import { commentsLabels } from '../blocks/comments/comments-labels';
import { educationArchiveLabels } from '../blocks/education-archive/education-archive-labels';
import { educationCertificateLabels } from '../blocks/education-certificate/education-certificate-labels';
import { educationPresentationLabels } from '../blocks/education-presentation/education-presentation-labels';
import { educationSchemaLabels } from '../blocks/education-schema/education-schema-labels';
import { educationUserProgressLabels } from '../blocks/education-user-progress/education-user-progress-labels';
import { factsBoxLabels } from '../blocks/facts-box/facts-box-labels';
import { listDownloadsLabels } from '../blocks/list-downloads/list-downloads-labels';
import { listEducationsLabels } from '../blocks/list-educations/list-educations-labels';
import { listFaqLabels } from '../blocks/list-faq/list-faq-labels';
import { listSoundsLabels } from '../blocks/list-sounds/list-sounds-labels';
import { listUsersLabels } from '../blocks/list-users/list-users-labels';
import { logoutLabels } from '../blocks/logout/logout-labels';
import { myCertificatesLabels } from '../blocks/my-certificates/my-certificates-labels';
import { mySettingsLabels } from '../blocks/my-settings/my-settings-labels';
import { videoFullLabels } from '../blocks/video-full/video-full-labels';
import { courseLabels } from '../course/course-labels';
import { linkLabels } from '../parts/block-link-labels';
import { popupLabels } from '../parts/popup/popup-labels';
import { questionLabels } from '../parts/question-labels';
import { transcriptLabels } from '../parts/transcript-disclosure-labels';
import { unknownBlockLabels } from '../render/unknown-block-labels';

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
 *
 * @example <BlocksProvider labels={{ 'question.check': 'Check answer' } satisfies Partial<Record<LabelKey, string>>}>
 */
export const defaultLabels: Readonly<Record<LabelKey, string>> = Object.assign(
  {},
  ...Object.values(labelGroups),
) as Record<LabelKey, string>;
