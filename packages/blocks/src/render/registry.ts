import type { BlockComponent } from '../parts/block-props';
import { type BlockByUse, blockByUse } from './block-by-use';

/**
 * Block name -> component, for every block the package renders. Each block's code is a chunk of
 * its own, loaded when the block is first shown (or ahead, by `loadBlocks`): a course host, the
 * site and the editor carry the code of the blocks they show, not of all thirty (issues 25, 39).
 * Blocks of one folder share a chunk. Spread it into your own object to add or replace blocks:
 * `{ ...blockRegistry, 'my-block': MyBlock }` (a plain component renders at once).
 */
export const blockRegistry: Readonly<Record<string, BlockByUse>> = {
  // Text and layout
  text: blockByUse(() => import('../blocks/text/text').then((m) => m.TextBlock)),
  image: blockByUse(() => import('../blocks/image/image').then((m) => m.ImageBlock)),
  list: blockByUse(() => import('../blocks/list/list').then((m) => m.ListBlock)),
  'facts-box': blockByUse(() => import('../blocks/facts-box/facts-box').then((m) => m.FactsBox)),
  'list-faq': blockByUse(() => import('../blocks/list-faq/list-faq').then((m) => m.ListFaq)),
  'card-full': blockByUse(() => import('../blocks/card-full/card-full').then((m) => m.CardFull)),
  'cards-multiple': blockByUse(() =>
    import('../blocks/cards-multiple/cards-multiple').then((m) => m.CardsMultiple),
  ),
  'list-downloads': blockByUse(() =>
    import('../blocks/list-downloads/list-downloads').then((m) => m.ListDownloads),
  ),
  'education-schema': blockByUse(() =>
    import('../blocks/education-schema/education-schema').then((m) => m.EducationSchemaBlock),
  ),
  quote: blockByUse(() => import('../blocks/quote/quote').then((m) => m.Quote)),
  'link-button': blockByUse(() => import('../blocks/link-button/link-button').then((m) => m.LinkButton)),
  divider: blockByUse(() => import('../blocks/divider/divider').then((m) => m.Divider)),
  // Questions
  'question-radio': choice((m) => m.QuestionRadio),
  'question-radio-horizontal': choice((m) => m.QuestionRadioHorizontal),
  'question-checkbox': choice((m) => m.QuestionCheckbox),
  'question-checkbox-card': choice((m) => m.QuestionCheckboxCard),
  'question-checkbox-row': choice((m) => m.QuestionCheckboxRow),
  'question-checkbox-column': choice((m) => m.QuestionCheckboxColumn),
  'question-input-text': blockByUse(() =>
    import('../blocks/question-text/question-text').then((m) => m.QuestionInputText),
  ),
  'question-textarea': blockByUse(() =>
    import('../blocks/question-text/question-text').then((m) => m.QuestionTextarea),
  ),
  // Media
  'video-full': blockByUse(() => import('../blocks/video-full/video-full').then((m) => m.VideoFull)),
  'list-sounds': blockByUse(() => import('../blocks/list-sounds/list-sounds').then((m) => m.ListSounds)),
  // Course
  'education-presentation': blockByUse(() =>
    import('../blocks/education-presentation/education-presentation').then((m) => m.EducationPresentation),
  ),
  'education-user-progress': blockByUse(() =>
    import('../blocks/education-user-progress/education-user-progress').then((m) => m.EducationUserProgress),
  ),
  'education-certificate': blockByUse(() =>
    import('../blocks/education-certificate/education-certificate').then((m) => m.EducationCertificate),
  ),
  'list-educations': blockByUse(() =>
    import('../blocks/list-educations/list-educations').then((m) => m.ListEducations),
  ),
  'my-certificates': blockByUse(() =>
    import('../blocks/my-certificates/my-certificates').then((m) => m.MyCertificates),
  ),
  // People and archive
  comments: blockByUse(() => import('../blocks/comments/comments').then((m) => m.Comments)),
  'education-archive': blockByUse(() =>
    import('../blocks/education-archive/education-archive').then((m) => m.EducationArchive),
  ),
  'list-users': blockByUse(() => import('../blocks/list-users/list-users').then((m) => m.ListUsers)),
  'my-settings': blockByUse(() => import('../blocks/my-settings/my-settings').then((m) => m.MySettings)),
  logout: blockByUse(() => import('../blocks/logout/logout').then((m) => m.Logout)),
};

type ChoiceModule = typeof import('../blocks/question-choice/question-choice');

function choice(pick: (module: ChoiceModule) => BlockComponent): BlockByUse {
  return blockByUse(() => import('../blocks/question-choice/question-choice').then(pick));
}

/**
 * Loads the code of the named blocks (unknown names are left out): a host awaits the blocks a
 * page the server drew shows before taking it over, so nothing suspends then; the course player
 * loads a whole course's blocks when the learner reaches for its buttons.
 */
export function loadBlocks(names: Iterable<string>): Promise<void> {
  const loads = [...new Set(names)].flatMap((name) => {
    const block = Object.hasOwn(blockRegistry, name) ? blockRegistry[name] : undefined;
    return block ? [block.load()] : [];
  });
  return Promise.all(loads).then(() => undefined);
}
