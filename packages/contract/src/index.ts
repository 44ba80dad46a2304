// The contract's public names, listed so that what the package exports is a decision.
export {
  type AccountDelete,
  AccountDeleteSchema,
  type ArchiveFile,
  ArchiveFileSchema,
  CERTIFICATE_CODE_PATTERN,
  type CertificateRequest,
  CertificateRequestSchema,
  type CertificateSummary,
  CertificateSummarySchema,
  type PasswordChange,
  PasswordChangeSchema,
  type ProfileUpdate,
  ProfileUpdateSchema,
  type Room,
  type RoomJoinPreview,
  RoomJoinPreviewSchema,
  RoomJoinSchema,
  RoomSchema,
  type RoomUser,
  RoomUserSchema,
} from './account';
export { ARCHIVE_ALLOWED_TYPES } from './archive-types';
export {
  type AnswerOption,
  AnswerOptionSchema,
  type Block,
  type BlockButton,
  BlockButtonSchema,
  type BlockInput,
  type BlockItem,
  BlockItemSchema,
  type BlockPart,
  BlockPartSchema,
  BlockSchema,
  type BlockVisibility,
  BlockVisibilitySchema,
  type CardSide,
  CardSideSchema,
  type ComponentListEntry,
  ComponentListEntrySchema,
  DEFAULT_MAX_LENGTH,
  type FileInfo,
  FileSchema,
  type Folder,
  FolderSchema,
} from './block';
export {
  BLOCK_BACKGROUNDS,
  BLOCK_PADDINGS,
  type BlockBackground,
  blockChoices,
  FACTS_BOX_ICONS,
  LIST_ICONS,
  type ListIcon,
  TEXTAREA_BACKGROUNDS,
} from './block-choices';
export {
  BLOCK_FIELDS,
  BLOCK_LAYOUT_FIELDS,
  type BlockName,
  type BlockOf,
  type KnownBlock,
} from './block-fields';
export {
  type Comment,
  CommentSchema,
  type NewComment,
  NewCommentSchema,
} from './comment';
export {
  type Header,
  HeaderSchema,
  type Hero,
  HeroSchema,
  IdSchema,
  type Image,
  ImageSchema,
  type Term,
  TermSchema,
} from './common';
export {
  CERTIFICATE_PROOF_TEXTS,
  type CertificateCheckResponse,
  CertificateCheckResponseSchema,
  type CertificateIssueResponse,
  CertificateIssueResponseSchema,
  type CertificateTokenResponse,
  CertificateTokenResponseSchema,
  type CompletionNotPassed,
  CompletionNotPassedSchema,
  type CompletionPassed,
  CompletionPassedSchema,
  type CompletionResponse,
  CompletionResponseSchema,
  type EvaluationSaveResponse,
  EvaluationSaveResponseSchema,
} from './completion';
export {
  CookieCategoryIdSchema,
  type CookieConsentText,
  CookieConsentTextSchema,
  type CookieSettings,
  CookieSettingsSchema,
  OptionalCookieCategorySchema,
} from './cookie';
export {
  COOKIE_CATEGORY_IDS,
  COOKIE_CONSENT_MAX_AGE_SECONDS,
  COOKIE_PAGE_PATH,
  COOKIE_SETTINGS_NAME,
  type ConsentChoice,
  type CookieCategoryId,
  consentChoiceOf,
  FUNCTIONAL_COOKIES,
  isVendorIp,
  OPTIONAL_COOKIE_CATEGORIES,
  type OptionalCookieCategory,
} from './cookie-rules';
export { courseBlocks, PublishableEducationSchema, repeatedIds } from './course-blocks';
export {
  type Availability,
  AvailabilitySchema,
  type Certificate,
  CertificateSchema,
  type Chapter,
  ChapterSchema,
  type Education,
  type EducationAccess,
  EducationAccessSchema,
  type EducationInput,
  EducationSchema,
  type EducationSection,
  EducationSectionSchema,
  type EducationStatus,
  EducationStatusSchema,
  type EducationSummary,
  EducationSummarySchema,
  type EducationTaxonomies,
  EducationTaxonomiesSchema,
  type EducationUser,
  EducationUserSchema,
  type EducationUserStatus,
  EducationUserStatusSchema,
  type Episode,
  EpisodeSchema,
} from './education';
export { isValidEmail } from './email';
export { AccessRequestListQuerySchema } from './operations/access-request-admin-operations';
export {
  ForgotPasswordSchema,
  MailLinkTokenSchema,
  NewPasswordSchema,
  RegisterSchema,
} from './operations/account-link-operations';
export { LoginSchema } from './operations/account-operations';
export { AccountSearchSchema, AuditQuerySchema } from './operations/admin-operations';
export { type Call, type CallInput, type CallRequest, type CallSend, createCall } from './operations/call';
export * as operations from './operations/catalog';
export { CertificateMailSchema } from './operations/certificate-operations';
export {
  type ContentDraft,
  ContentDraftSchema,
  type ContentEntry,
  ContentEntrySchema,
  type ContentKind,
  ContentKindSchema,
  type ContentRevision,
  ContentRevisionSchema,
  type ContentState,
  ContentStateSchema,
  DraftSaveSchema,
  DraftVersionSchema,
  NewEducationSchema,
  NewPageSchema,
  SlugSchema,
} from './operations/content-editing-operations';
export {
  CONTENT_IMAGE_TYPES,
  type ContentImage,
  ContentImageSchema,
} from './operations/content-image-operations';
export {
  ContentRemovalSchema,
  ImpactedBlockSchema,
  type PublishImpact,
  PublishImpactSchema,
} from './operations/content-lifecycle-operations';
export {
  ContentImportSchema,
  type TransferKind,
  TransferKindSchema,
} from './operations/content-transfer-operations';
export { OPERATION_DESCRIPTIONS } from './operations/descriptions';
export { CompletionSchema, EvaluationSchema } from './operations/learning-operations';
export { OPERATION_LIST } from './operations/list';
export {
  type Access,
  type AnswerSpec,
  API_PATH_PREFIX,
  defineOperation,
  type FileAnswer,
  type HttpMethod,
  type InputOptional,
  isApiPath,
  type Operation,
  type OperationAnswer,
  type OperationInput,
  type OperationReply,
  operationUrl,
  parseAnswer,
  pathParameterNames,
  readAnswer,
} from './operations/operation';
export {
  AccessibilityReportSchema,
  REPORT_EMAIL_MAX_LENGTH,
  REPORT_MESSAGE_MAX_LENGTH,
  REPORT_NAME_MAX_LENGTH,
  REPORT_PAGE_URL_MAX_LENGTH,
} from './operations/report-operations';
export {
  type Page,
  type PageInput,
  PageSchema,
  type PostType,
  PostTypeSchema,
} from './page';
export { ContractError, type ContractIssue, formatIssuePath, parseContract, toContractIssues } from './parse';
export {
  FIRST_NAME_MAX_LENGTH,
  FirstNameSchema,
  FULL_NAME_MAX_LENGTH,
  FullNameSchema,
  LAST_NAME_MAX_LENGTH,
  LastNameSchema,
} from './person-name';
export {
  type AnswerCheckRequest,
  AnswerCheckRequestSchema,
  type AnswerCheckResponse,
  AnswerCheckResponseSchema,
  type CheckedAnswerResult,
  CheckedAnswerSchema,
  type EducationProgress,
  type EducationProgressInput,
  EducationProgressSchema,
  type ProgressEntry,
  type ProgressEntryInput,
  ProgressEntrySchema,
  type ProgressResponse,
  ProgressResponseSchema,
  type ProgressSaveResponse,
  ProgressSaveResponseSchema,
  type ProgressUpdate,
  ProgressUpdateSchema,
} from './progress';
export { readEducationProgress } from './progress-shape';
export {
  type FooterColumn,
  FooterColumnSchema,
  type FooterItem,
  FooterItemSchema,
  type FooterItemType,
  FooterItemTypeSchema,
  type NavigationItem,
  NavigationItemSchema,
  type Settings,
  type SettingsInput,
  SettingsSchema,
  type ShareDefaults,
  ShareDefaultsSchema,
} from './settings';
export {
  FIXED_PAGE_TITLES,
  MY_PAGES_SECTIONS,
  MY_PAGES_SLUG,
  type MyPagesSection,
  SITE_ROUTE_SLUGS,
  SLUG_PATTERN,
} from './site-pages';
export {
  type AccessDecisions,
  AccessDecisionsSchema,
  type AdminAccessibilityReport,
  AdminAccessibilityReportSchema,
  type AdminAccessRequest,
  AdminAccessRequestSchema,
  type AdminAccount,
  type AdminAccountDetails,
  AdminAccountDetailsSchema,
  AdminAccountSchema,
  type AdminRoom,
  AdminRoomSchema,
  type AuditEntry,
  AuditEntrySchema,
  DisabledChangeSchema,
  ReportAnsweredSchema,
  RoleChangeSchema,
  type RoomCreate,
  RoomCreateSchema,
  type RoomResult,
  RoomResultSchema,
  RoomTeachersSchema,
  RoomTypeSchema,
  type TeacherRoom,
  TeacherRoomSchema,
} from './staff';
export { type User, type UserInput, UserSchema } from './user';
export {
  ALREADY_COMPLETED_MESSAGE,
  COMMENT_MAX_LENGTH,
  DEFAULT_API_SYNCH_TIME,
  ID_MAX,
  KNOWN_ROLES,
  type KnownRole,
  PASSWORD_MIN_LENGTH,
  SPECIAL_BLOCK_IDS,
  type SpecialBlockId,
  START_PAGE_SLUG,
} from './values';
