import { CardFull } from '../blocks/card-full';
import { CardsMultiple } from '../blocks/cards-multiple';
import { Comments } from '../blocks/comments';
import { Divider } from '../blocks/divider';
import { EducationArchive } from '../blocks/education-archive';
import { EducationCertificate } from '../blocks/education-certificate';
import { EducationPresentation } from '../blocks/education-presentation';
import { EducationSchemaBlock } from '../blocks/education-schema';
import { EducationUserProgress } from '../blocks/education-user-progress';
import { FactsBox } from '../blocks/facts-box';
import { ImageBlock } from '../blocks/image';
import { LinkButton } from '../blocks/link-button';
import { ListBlock } from '../blocks/list';
import { ListDownloads } from '../blocks/list-downloads';
import { ListEducations } from '../blocks/list-educations';
import { ListFaq } from '../blocks/list-faq';
import { ListSounds } from '../blocks/list-sounds';
import { ListUsers } from '../blocks/list-users';
import { Logout } from '../blocks/logout';
import { MyCertificates } from '../blocks/my-certificates';
import { MySettings } from '../blocks/my-settings';
import {
  QuestionCheckbox,
  QuestionCheckboxCard,
  QuestionCheckboxColumn,
  QuestionCheckboxRow,
  QuestionRadio,
  QuestionRadioHorizontal,
} from '../blocks/question-choice';
import { QuestionInputText, QuestionTextarea } from '../blocks/question-text';
import { Quote } from '../blocks/quote';
import { TextBlock } from '../blocks/text';
import { VideoFull } from '../blocks/video-full';
import type { BlockComponent } from '../parts/block-props';

/**
 * Block name -> component, for every block the package renders. Spread it into your own
 * object to add or replace blocks: `{ ...blockRegistry, 'my-block': MyBlock }`.
 */
export const blockRegistry: Readonly<Record<string, BlockComponent>> = {
  // Text and layout
  text: TextBlock,
  image: ImageBlock,
  list: ListBlock,
  'facts-box': FactsBox,
  'list-faq': ListFaq,
  'card-full': CardFull,
  'cards-multiple': CardsMultiple,
  'list-downloads': ListDownloads,
  'education-schema': EducationSchemaBlock,
  quote: Quote,
  'link-button': LinkButton,
  divider: Divider,
  // Questions
  'question-radio': QuestionRadio,
  'question-radio-horizontal': QuestionRadioHorizontal,
  'question-checkbox': QuestionCheckbox,
  'question-checkbox-card': QuestionCheckboxCard,
  'question-checkbox-row': QuestionCheckboxRow,
  'question-checkbox-column': QuestionCheckboxColumn,
  'question-input-text': QuestionInputText,
  'question-textarea': QuestionTextarea,
  // Media
  'video-full': VideoFull,
  'list-sounds': ListSounds,
  // Course
  'education-presentation': EducationPresentation,
  'education-user-progress': EducationUserProgress,
  'education-certificate': EducationCertificate,
  'list-educations': ListEducations,
  'my-certificates': MyCertificates,
  // People and archive
  comments: Comments,
  'education-archive': EducationArchive,
  'list-users': ListUsers,
  'my-settings': MySettings,
  logout: Logout,
};

/**
 * Loads the code of the named blocks before they are shown. Every block here is in the bundle
 * already, so this resolves at once; in the site's build, where each block's code is loaded by
 * use (`registry-by-use.ts`), a host awaits it before taking over a page the server drew.
 */
export function loadBlocks(_names: Iterable<string>): Promise<void> {
  return Promise.resolve();
}
