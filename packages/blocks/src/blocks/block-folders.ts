import { cardFullManifest } from './card-full/manifest';
import { cardsMultipleManifest } from './cards-multiple/manifest';
import { commentsManifest } from './comments/manifest';
import { dividerManifest } from './divider/manifest';
import { educationArchiveManifest } from './education-archive/manifest';
import { educationCertificateManifest } from './education-certificate/manifest';
import { educationPresentationManifest } from './education-presentation/manifest';
import { educationSchemaManifest } from './education-schema/manifest';
import { educationUserProgressManifest } from './education-user-progress/manifest';
import { factsBoxManifest } from './facts-box/manifest';
import { imageManifest } from './image/manifest';
import { linkButtonManifest } from './link-button/manifest';
import { listManifest } from './list/manifest';
import { listDownloadsManifest } from './list-downloads/manifest';
import { listEducationsManifest } from './list-educations/manifest';
import { listFaqManifest } from './list-faq/manifest';
import { listSoundsManifest } from './list-sounds/manifest';
import { listUsersManifest } from './list-users/manifest';
import { logoutManifest } from './logout/manifest';
import { myCertificatesManifest } from './my-certificates/manifest';
import { mySettingsManifest } from './my-settings/manifest';
import { questionChoiceManifest } from './question-choice/manifest';
import { questionTextManifest } from './question-text/manifest';
import { quoteManifest } from './quote/manifest';
import { textManifest } from './text/manifest';
import { videoFullManifest } from './video-full/manifest';

/**
 * Every block folder of the package, in the order "Lägg till block" offers their blocks. Adding a
 * block is a new folder with a `manifest.ts`, one line here and `npm run blocks:write` (the
 * folders' test says when it is due). Every list of blocks (names, titles, fields, components,
 * forms, texts, styles, exports) is built from this one.
 */
export const BLOCK_FOLDERS = [
  textManifest,
  imageManifest,
  videoFullManifest,
  listManifest,
  factsBoxManifest,
  quoteManifest,
  linkButtonManifest,
  cardFullManifest,
  cardsMultipleManifest,
  listFaqManifest,
  listDownloadsManifest,
  listSoundsManifest,
  dividerManifest,
  questionChoiceManifest,
  questionTextManifest,
  educationPresentationManifest,
  educationSchemaManifest,
  educationUserProgressManifest,
  educationCertificateManifest,
  listEducationsManifest,
  myCertificatesManifest,
  commentsManifest,
  educationArchiveManifest,
  listUsersManifest,
  mySettingsManifest,
  logoutManifest,
] as const;
