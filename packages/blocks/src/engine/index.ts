/**
 * The course engine: pure rules of SPEC §4, §5 and §9, without React, DOM or network.
 * Importable alone as `@jamstalldhet/blocks/engine`, so servers can share the rules.
 */

export { mergeAnonymousProgress, mergeServerProgress } from './account-merge';
export { carryCheckedAnswers, completedProgress, pushedProgress, unpushedCourses } from './account-progress';
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
} from './answer-fit';
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
} from './answers';
export { duplicateBlock, newBlockId, newOptionId } from './block-identity';
export { sanitizeComment } from './comment';
export { type CompletionResult, completionFromAnswer } from './completion';
export {
  type CompletionErrorTexts,
  completionErrorMessage,
  defaultCompletionErrorTexts,
  isAlreadyCompleted,
} from './completion-errors';
export {
  htmlAddresses,
  htmlImagesWithoutAlt,
  isAllowedUrlField,
  isSiteFileAddress,
  URL_FIELD_SCHEMES,
} from './content-addresses';
export { sanitizeContentHtml } from './content-html';
export { accessRedirect } from './course-access';
export { addressTitleStep, type CourseAddress, parseCourseAddress } from './course-address';
export {
  type CourseConflict,
  type GiveAnswerResult,
  giveAnswer,
  type ShownCourseConflict,
  shownConflict,
  switchCourse,
} from './course-conflict';
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
} from './course-outline';
export { outlineTexts } from './course-outline-labels';
export {
  type CourseProgress,
  chapterCompletion,
  courseProgress,
  type LearnerProgress,
  learnerProgress,
  resumePosition,
} from './course-progress';
export {
  COURSE_PAGE_KEY_PATTERN,
  type CoursePage,
  type CourseQuestion,
  coursePageKey,
  coursePages,
  courseQuestions,
} from './course-statistics';
export {
  type CheckedAnswer,
  checkAnswers,
  courseOutline,
  educationPage,
  withoutAnswerKey,
} from './course-view';
export {
  type BlockDifference,
  compareDocuments,
  type DocumentComparison,
} from './document-compare';
export { HTML_FIELD_KEYS, type Sanitize, sanitizeDocumentHtml } from './document-html';
export { chooseOtherValue, conflictsAfterChoice } from './draft-conflict-choice';
export { type DraftFieldProblem, draftFieldProblems } from './draft-field-checks';
export { idTexts, keepIdsSound, placedBlocks } from './draft-ids';
export { type DraftConflict, type DraftMerge, mergeDrafts, sameJson } from './draft-merge';
export {
  type BlockLocation,
  chapterBlocks,
  educationKey,
  givesCertificate,
  isAnswerableBlock,
  normalizeEducation,
} from './education';
export { ApiError, type NormalizedError, normalizeError } from './errors';
export { type EvaluationQuestion, evaluationQuestions } from './evaluation-questions';
export {
  ARCHIVE_ALLOWED_EXTENSIONS,
  ARCHIVE_ALLOWED_TYPES,
  ARCHIVE_MAX_BYTES,
  type ArchiveFileProblem,
  archiveFileProblem,
  fileTypeLabel,
} from './files';
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
} from './filters';
export {
  formatFileSize,
  formatSwedishDate,
  formatSwedishDay,
  formatSwedishMonth,
  type SwedishDateOptions,
} from './format';
export { heldAnswers, heldProgress } from './held-progress';
export { COMMENT_HTML_POLICY, CONTENT_HTML_POLICY, isAllowedAddress } from './html-policy';
export { htmlText } from './html-text';
export {
  defaultNavigationTexts,
  defaultPageTitleTexts,
  type NavigationTexts,
  type PageTitleTexts,
} from './labels';
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
} from './meta';
export { mergeOtherTabProgress } from './other-tab';
export {
  canonicalPath,
  collapseSlashes,
  isSafeRedirectPath,
  LOGIN_PATH,
  loginPath,
  samePath,
  stripTrailingSlash,
} from './paths';
export {
  type AnswerChange,
  applyPending,
  forgetOtherCourses,
  type LearnerProgressState,
  otherCourseInProgress,
  type RecordAnswerResult,
  recordAnswer,
} from './pending-answers';
export {
  emptyProgress,
  lastPushAfter,
  mergeProgress,
  mergeStoredProgress,
  unpushedEntries,
} from './progress-record';
export {
  courseBlockPlaces,
  documentBlockPlaces,
  educationPublishProblems,
  type PublishProblem,
  pagePublishProblems,
  settingsPublishProblems,
  type TakenAddresses,
} from './publish-checks';
export { BLOCK_KIND_NAMES, draftFieldTexts, publishProblemTexts } from './publish-labels';
export { isAdministratorRole, isInternalRole, mayEditContent } from './roles';
export { hasUnsavedAnswers, type PushStatus, type SaveState, saveState } from './save-state';
export { seededShuffle, shuffleItems } from './shuffle';
export {
  FIRST_CHECKS_FIELD,
  firstChecksOf,
  hasReachedPage,
  REACHED_PAGES_FIELD,
  withFirstCheck,
  withReachedPage,
} from './statistics-traces';
export { type CourseStatus, type CourseStatusContext, courseStatus } from './status';
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
} from './steps';
export { compareSwedish } from './swedish-order';
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
} from './sync';
export { pageTitle, type TitleStep } from './title';
export { tokenList } from './token-list';
export { isNumeric, isValidEmail } from './validation';
export { type VideoSource, videoSource } from './video';
