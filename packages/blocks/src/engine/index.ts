/**
 * The course engine: pure rules of SPEC §4, §5 and §9, without React, DOM or network.
 * Importable alone as `@jamstalldhet/blocks/engine`, so servers can share the rules.
 *
 * In folders by job:
 * - `learner/`: what a learner may do and has done (status, steps, answers, progress, sync,
 *   completion); the course player and the API's learning calls use them.
 * - `editor/`: what an editor's draft may be (merging, ids, publish checks and their labels);
 *   only staff pages and the API's content calls load them.
 * - `html/`: HTML and addresses (the sanitizers' one policy, course and content paths, meta).
 * - `formatting/`: how things are written for people (sizes, dates, Swedish order, errors).
 */

export { duplicateBlock, newBlockId, newOptionId } from './editor/block-identity';
export { contentRuleTexts } from './editor/content-rules/content-rule-texts';
export {
  ALT_TEXT_MAX_LENGTH,
  CONTENT_RULE_NAMES,
  type ContentFinding,
  type ContentRule,
  contentFindings,
  contentWarnings,
  EASY_READ_GOAL,
  type FindingSeverity,
  READABILITY_GOAL,
} from './editor/content-rules/content-rules';
export {
  blockTextUnits,
  type DocumentReadability,
  documentReadability,
  pageReadability,
} from './editor/content-rules/document-readability';
export { type GuessedLanguage, guessLanguage } from './editor/content-rules/language-guess';
export {
  LIX_BANDS,
  LONG_SENTENCE_WORDS,
  lixBand,
  type Readability,
  readability,
} from './editor/content-rules/readability';
export {
  isSpellingChecked,
  SPELLING_MIN_LENGTH,
  type SpellingFinding,
  spellingFindings,
  spellingWords,
  spellingWordsOf,
} from './editor/content-rules/spelling';
export { isSwedishCompound } from './editor/content-rules/swedish-compound';
export {
  addBlock,
  addChapter,
  addEpisode,
  addPage,
  type BlockListPlace,
  type BlockPlace,
  blockIdsIn,
  blockPlaceWords,
  blocksAt,
  type ChapterPlace,
  type CourseSection,
  duplicateBlockAt,
  type EpisodePlace,
  type MoveDirection,
  moveBlock,
  moveBlockTo,
  moveChapter,
  moveEpisode,
  movePage,
  movePageTo,
  type OutlineChange,
  type OutlineDocument,
  type OutlinePlace,
  outlinePlaceWords,
  type PageDocumentPlace,
  type PagePlace,
  removeBlock,
  removeChapter,
  removeEpisode,
  removePage,
  type SectionPlace,
  updateBlock,
} from './editor/course-outline';
export { outlineTexts } from './editor/course-outline-labels';
export {
  type BlockDifference,
  compareDocuments,
  type DocumentComparison,
} from './editor/document-compare';
export { documentPages, type PlacedBlock, type PlacedPage } from './editor/document-pages';
export { chooseOtherValue, conflictsAfterChoice } from './editor/draft-conflict-choice';
export { type DraftFieldProblem, draftFieldProblems } from './editor/draft-field-checks';
export { idTexts, keepIdsSound, placedBlocks } from './editor/draft-ids';
export { type DraftConflict, type DraftMerge, mergeDrafts, sameJson } from './editor/draft-merge';
export {
  courseBlockPlaces,
  documentBlockPlaces,
  educationPublishProblems,
  type PublishProblem,
  pagePublishProblems,
  settingsPublishProblems,
  type TakenAddresses,
} from './editor/publish-checks';
export { BLOCK_KIND_NAMES, draftFieldTexts, publishProblemTexts } from './editor/publish-labels';
export { ApiError, type NormalizedError, normalizeError } from './formatting/errors';
export {
  ARCHIVE_ALLOWED_EXTENSIONS,
  ARCHIVE_ALLOWED_TYPES,
  ARCHIVE_MAX_BYTES,
  type ArchiveFileProblem,
  archiveFileProblem,
  fileTypeLabel,
} from './formatting/files';
export {
  clearFilters,
  emptyFilterSelection,
  type FilterGroup,
  type FilterGroupKey,
  type FilterItem,
  type FilterLabels,
  type FilterSelection,
  type FilterTag,
  filterEducations,
  filterGroups,
  sortByName,
  toggleFilter,
} from './formatting/filters';
export {
  formatFileSize,
  formatSwedishDate,
  formatSwedishDay,
  formatSwedishMonth,
  type SwedishDateOptions,
} from './formatting/format';
export {
  defaultNavigationTexts,
  defaultPageTitleTexts,
  type NavigationTexts,
  type PageTitleTexts,
} from './formatting/labels';
export { compareSwedish } from './formatting/swedish-order';
export { tokenList } from './formatting/token-list';
export { isNumeric, isValidEmail } from './formatting/validation';
export { sanitizeComment } from './html/comment';
export {
  htmlAddresses,
  htmlImagesWithoutAlt,
  isAllowedUrlField,
  isSiteFileAddress,
  URL_FIELD_SCHEMES,
} from './html/content-addresses';
export { sanitizeContentHtml } from './html/content-html';
export { addressTitleStep, type CourseAddress, parseCourseAddress } from './html/course-address';
export { HTML_FIELD_KEYS, type Sanitize, sanitizeDocumentHtml } from './html/document-html';
export { COMMENT_HTML_POLICY, CONTENT_HTML_POLICY, isAllowedAddress } from './html/html-policy';
export { htmlText } from './html/html-text';
export {
  type DocumentTitleParts,
  documentTitle,
  headerMeta,
  type MetaHeader,
  type MetaTag,
  NOT_FOUND_META,
  NOT_FOUND_TITLE,
  type PageMeta,
  type ResolvedMeta,
  resolveMeta,
} from './html/meta';
export {
  canonicalPath,
  collapseSlashes,
  isSafeRedirectPath,
  LOGIN_PATH,
  loginPath,
  samePath,
  stripTrailingSlash,
} from './html/paths';
export { pageTitle, type TitleStep } from './html/title';
export { type VideoSource, videoSource } from './html/video';
export { mergeAnonymousProgress, mergeServerProgress } from './learner/account-merge';
export {
  carryCheckedAnswers,
  completedProgress,
  pushedProgress,
  unpushedCourses,
} from './learner/account-progress';
export {
  ACCOUNT_ANSWER_BYTES_MAX,
  type AnswerMisfit,
  answerBlocks,
  answerBytes,
  answerMisfit,
  answersMisfit,
  answersThatFit,
  REQUEST_ANSWER_BYTES_MAX,
  SPECIAL_VALUE_MAX_LENGTH,
  type ValueMisfit,
} from './learner/answer-fit';
export {
  type AnswerCorrectness,
  answerCorrectness,
  answersByBlock,
  answersToCheck,
  givenValues,
  missingMandatoryBlocks,
  type PassResult,
  passResult,
  passResultByKey,
  textAnswerTooLong,
} from './learner/answers';
export { type CompletionResult, completionFromAnswer } from './learner/completion';
export {
  type CompletionErrorTexts,
  completionErrorMessage,
  defaultCompletionErrorTexts,
  isAlreadyCompleted,
} from './learner/completion-errors';
export { accessRedirect } from './learner/course-access';
export {
  type CourseConflict,
  type GiveAnswerResult,
  giveAnswer,
  type ShownCourseConflict,
  shownConflict,
  switchCourse,
} from './learner/course-conflict';
export {
  type CourseProgress,
  chapterCompletion,
  courseProgress,
  type LearnerProgress,
  learnerProgress,
  resumePosition,
} from './learner/course-progress';
export {
  COURSE_PAGE_KEY_PATTERN,
  type CoursePage,
  type CourseQuestion,
  coursePageKey,
  coursePages,
  courseQuestions,
} from './learner/course-statistics';
export {
  type CheckedAnswer,
  checkAnswers,
  courseOutline,
  educationPage,
  withoutAnswerKey,
} from './learner/course-view';
export {
  type BlockLocation,
  chapterBlocks,
  educationKey,
  givesCertificate,
  isAnswerableBlock,
  normalizeEducation,
} from './learner/education';
export { type EvaluationQuestion, evaluationQuestions } from './learner/evaluation-questions';
export { heldAnswers, heldProgress } from './learner/held-progress';
export { mergeOtherTabProgress } from './learner/other-tab';
export {
  type AnswerChange,
  applyPending,
  forgetOtherCourses,
  type LearnerProgressState,
  otherCourseInProgress,
  type RecordAnswerResult,
  recordAnswer,
} from './learner/pending-answers';
export {
  emptyProgress,
  lastPushAfter,
  mergeProgress,
  mergeStoredProgress,
  unpushedEntries,
} from './learner/progress-record';
export { isAdministratorRole, isInternalRole, mayEditContent } from './learner/roles';
export { hasUnsavedAnswers, type PushStatus, type SaveState, saveState } from './learner/save-state';
export { seededShuffle, shuffleItems } from './learner/shuffle';
export {
  FIRST_CHECKS_FIELD,
  firstChecksOf,
  hasReachedPage,
  REACHED_PAGES_FIELD,
  withFirstCheck,
  withReachedPage,
} from './learner/statistics-traces';
export { type CourseStatus, type CourseStatusContext, courseStatus } from './learner/status';
export {
  CONTINUE_SEGMENT,
  type CourseStep,
  courseSteps,
  type EndStep,
  EVALUATION_SEGMENT,
  findStepIndex,
  type NavigationAction,
  type NavigationLink,
  type NavigationOptions,
  navigationLabels,
  type PageStep,
  pagePath,
  SORRY_SEGMENT,
  THANKS_SEGMENT,
} from './learner/steps';
export {
  ANSWER_PUSH_DELAY_SECONDS,
  createProgressSync,
  FIRST_SYNC_DELAY_SECONDS,
  needsPush,
  type ProgressSync,
  type ProgressSyncContext,
  type ProgressSyncOptions,
  type SyncOutcome,
  type SyncTimers,
} from './learner/sync';
