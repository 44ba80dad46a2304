import { ARCHIVE_ALLOWED_TYPES } from '@jamstalldhet/blocks/engine';
import {
  AccessDecisionsSchema,
  AccountDeleteSchema,
  AdminAccessibilityReportSchema,
  AdminAccessRequestSchema,
  AdminAccountDetailsSchema,
  AdminAccountSchema,
  AdminRoomSchema,
  AnswerCheckRequestSchema,
  AnswerCheckResponseSchema,
  ArchiveFileSchema,
  AuditEntrySchema,
  CertificateCheckResponseSchema,
  CertificateIssueResponseSchema,
  CertificateSummarySchema,
  CertificateTokenResponseSchema,
  CommentSchema,
  CompletionResponseSchema,
  DisabledChangeSchema,
  EducationSchema,
  EducationSummarySchema,
  EvaluationSaveResponseSchema,
  NewCommentSchema,
  PageSchema,
  PasswordChangeSchema,
  ProfileUpdateSchema,
  ProgressResponseSchema,
  ProgressSaveResponseSchema,
  ProgressUpdateSchema,
  ReportAnsweredSchema,
  RoleChangeSchema,
  RoomCreateSchema,
  RoomJoinPreviewSchema,
  RoomJoinSchema,
  RoomResultSchema,
  RoomSchema,
  RoomTeachersSchema,
  RoomUserSchema,
  SettingsSchema,
  TeacherRoomSchema,
  UserSchema,
} from '@jamstalldhet/contract';
import { z } from 'zod';
import { ListQuerySchema } from '../../routes/access/access-routes';
import { SearchSchema } from '../../routes/admin/account-admin-routes';
import { AuditQuerySchema } from '../../routes/admin/audit-routes';
import {
  CertificateMailSchema,
  CompletionSchema,
  EvaluationSchema,
} from '../../routes/educations/completion-routes';
import { accessibilityReportSchema } from '../../routes/reports/report-schema';
import { LoginSchema, RegisterSchema } from '../../routes/user/account-routes';
import { ForgotPasswordSchema, NewPasswordSchema, TokenSchema } from '../../routes/user/mail-token-routes';

/** Who may call: anyone, anyone with an optional login, a logged-in user, an administrator, a room's teacher, the metrics scraper. */
export type Access = 'public' | 'optional' | 'user' | 'administrator' | 'teacher' | 'metrics';

/** What an operation answers: JSON of a schema, or a file of one media type or of several. */
export type Answer =
  | { status: number; schema: z.ZodType }
  | {
      status: number;
      file: 'application/pdf' | 'text/csv' | 'text/plain' | 'text/html' | readonly ArchiveType[];
    };

type ArchiveType = (typeof ARCHIVE_ALLOWED_TYPES)[number];

export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI form: `/api/educations/{id}`. */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  body?: z.ZodType | 'multipart';
  query?: z.ZodObject;
  answer: Answer;
}

const Ok = z.object({ ok: z.literal(true) });
const TokenAnswer = z.object({ token: z.string() });
const json = (schema: z.ZodType, status = 200): Answer => ({ status, schema });
const list = (schema: z.ZodType): Answer => ({ status: 200, schema: z.array(schema) });
// Validated with the site's address in it; the shape is the same for every address.
const AccessibilityReportBody = accessibilityReportSchema('https://webbutbildning.example.se');
const AccessStatus = z.object({ status: z.enum(['pending', 'approved']) });
const Decision = z.object({ status: z.enum(['approved', 'denied']), mailed: z.boolean() });
const Health = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['ok', 'failed']),
    migrations: z.enum(['ok', 'pending', 'failed']),
    content: z.enum(['ok', 'missing', 'failed']),
    accepting: z.enum(['ok', 'stopping']),
  }),
});

/**
 * Every call of the API (SPEC §7 and after), with the contract's schemas for what it takes and
 * answers: the source of `/api/openapi.json`. A test checks it against the routes the server
 * registers, both ways, so neither can drift from the other.
 */
export const OPERATIONS: readonly Operation[] = [
  // Health and operations
  {
    method: 'get',
    path: '/api/health/live',
    tag: 'Operations',
    summary: 'The process answers',
    access: 'public',
    answer: json(z.object({ status: z.literal('ok') })),
  },
  {
    method: 'get',
    path: '/api/health/ready',
    tag: 'Operations',
    summary: 'Ready for traffic (503 with the failing checks otherwise)',
    access: 'public',
    answer: json(Health),
  },
  {
    method: 'get',
    path: '/api/metrics',
    tag: 'Operations',
    summary: 'Prometheus metrics (METRICS_TOKEN)',
    access: 'metrics',
    answer: { status: 200, file: 'text/plain' },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Operations',
    summary: 'This description',
    access: 'public',
    answer: json(z.looseObject({ openapi: z.string() })),
  },
  {
    method: 'get',
    path: '/api/docs',
    tag: 'Operations',
    summary: 'This description as a page',
    access: 'public',
    answer: { status: 200, file: 'text/html' },
  },

  // Content
  {
    method: 'get',
    path: '/api/site-settings',
    tag: 'Content',
    summary: 'Navigation, footer, terms, consent texts, taxonomies',
    access: 'public',
    answer: json(SettingsSchema),
  },
  {
    method: 'get',
    path: '/api/pages/{slug}',
    tag: 'Content',
    summary: 'A page, room (members) or course presentation; the client IP in a header',
    access: 'optional',
    answer: json(PageSchema),
  },
  {
    method: 'get',
    path: '/api/educations',
    tag: 'Content',
    summary: 'The course list',
    access: 'optional',
    answer: list(EducationSummarySchema),
  },
  {
    method: 'get',
    path: '/api/educations/{id}',
    tag: 'Content',
    summary: 'A course: whole to those who may take it, else its outline',
    access: 'optional',
    answer: json(EducationSchema),
  },

  // Accounts
  {
    method: 'post',
    path: '/api/user/login',
    tag: 'Accounts',
    summary: 'Log in',
    access: 'public',
    body: LoginSchema,
    answer: json(TokenAnswer),
  },
  {
    method: 'post',
    path: '/api/user/token',
    tag: 'Accounts',
    summary: 'The current user',
    access: 'user',
    answer: json(z.object({ user: UserSchema })),
  },
  {
    method: 'post',
    path: '/api/logout',
    tag: 'Accounts',
    summary: 'End the session',
    access: 'optional',
    answer: json(Ok),
  },
  {
    method: 'post',
    path: '/api/user/register',
    tag: 'Accounts',
    summary: 'Create an account (logged in at once)',
    access: 'public',
    body: RegisterSchema,
    answer: json(TokenAnswer, 201),
  },
  {
    method: 'post',
    path: '/api/user/forgot_password/get_token',
    tag: 'Accounts',
    summary: 'Mail a reset link (the same answer for any address)',
    access: 'public',
    body: ForgotPasswordSchema,
    answer: json(Ok),
  },
  {
    method: 'post',
    path: '/api/user/forgot_password/verify_token',
    tag: 'Accounts',
    summary: 'Whether a reset link is live',
    access: 'public',
    body: TokenSchema,
    answer: json(z.object({ valid: z.literal(true) })),
  },
  {
    method: 'post',
    path: '/api/user/forgot_password/new_password',
    tag: 'Accounts',
    summary: 'Set a new password with a reset link',
    access: 'public',
    body: NewPasswordSchema,
    answer: json(Ok),
  },
  {
    method: 'post',
    path: '/api/user/verify_mail/get_token',
    tag: 'Accounts',
    summary: 'Mail a verification link',
    access: 'user',
    answer: json(z.object({ ok: z.literal(true), already_verified: z.boolean().optional() })),
  },
  {
    method: 'post',
    path: '/api/user/verify_mail/verify_token',
    tag: 'Accounts',
    summary: 'Whether a verification link is live',
    access: 'public',
    body: TokenSchema,
    answer: json(z.object({ valid: z.literal(true) })),
  },
  {
    method: 'post',
    path: '/api/user/verify_mail/confirm',
    tag: 'Accounts',
    summary: 'Verify the address with the link',
    access: 'public',
    body: TokenSchema,
    answer: json(Ok),
  },
  {
    method: 'post',
    path: '/api/user/me',
    tag: 'Accounts',
    summary: 'Change the profile (the password for a new address)',
    access: 'user',
    body: ProfileUpdateSchema,
    answer: json(z.object({ user: UserSchema })),
  },
  {
    method: 'post',
    path: '/api/user/me/password',
    tag: 'Accounts',
    summary: 'Change the password',
    access: 'user',
    body: PasswordChangeSchema,
    answer: json(Ok),
  },
  {
    method: 'delete',
    path: '/api/user/delete',
    tag: 'Accounts',
    summary: 'Delete the account and its data',
    access: 'user',
    body: AccountDeleteSchema,
    answer: json(Ok),
  },

  // Learning
  {
    method: 'get',
    path: '/api/progress/{id}',
    tag: 'Learning',
    summary: 'The saved progress in a course',
    access: 'user',
    answer: json(ProgressResponseSchema),
  },
  {
    method: 'post',
    path: '/api/user/educations/{id}/progress',
    tag: 'Learning',
    summary: 'Save answers (per block, last write wins)',
    access: 'user',
    body: ProgressUpdateSchema,
    answer: json(ProgressSaveResponseSchema),
  },
  {
    method: 'delete',
    path: '/api/user/educations/{id}',
    tag: 'Learning',
    summary: 'Start a course over',
    access: 'user',
    answer: json(Ok),
  },
  {
    method: 'get',
    path: '/api/user/educations',
    tag: 'Learning',
    summary: "The user's courses",
    access: 'user',
    answer: list(EducationSummarySchema),
  },
  {
    method: 'post',
    path: '/api/educations/{id}/check',
    tag: 'Learning',
    summary: 'Check answers against the key kept on the server',
    access: 'optional',
    body: AnswerCheckRequestSchema,
    answer: json(AnswerCheckResponseSchema),
  },
  {
    method: 'post',
    path: '/api/educations/{id}/completed',
    tag: 'Learning',
    summary: 'Complete a course',
    access: 'optional',
    body: CompletionSchema,
    answer: json(CompletionResponseSchema),
  },
  {
    method: 'post',
    path: '/api/educations/{id}/evaluation/update',
    tag: 'Learning',
    summary: 'Save the evaluation (without the learner)',
    access: 'optional',
    body: EvaluationSchema,
    answer: json(EvaluationSaveResponseSchema),
  },
  {
    method: 'post',
    path: '/api/educations/{id}/certificate',
    tag: 'Certificates',
    summary: 'Issue and mail the certificate',
    access: 'optional',
    body: CertificateMailSchema,
    answer: json(CertificateIssueResponseSchema),
  },
  {
    method: 'post',
    path: '/api/user/educations/{id}/certificate-token',
    tag: 'Certificates',
    summary: 'A new certificate token for a completed course',
    access: 'user',
    answer: json(CertificateTokenResponseSchema),
  },
  {
    method: 'get',
    path: '/api/user/educations/certificates',
    tag: 'Certificates',
    summary: "The user's certificates",
    access: 'user',
    answer: list(CertificateSummarySchema),
  },
  {
    method: 'get',
    path: '/api/user/educations/certificates/{code}/pdf',
    tag: 'Certificates',
    summary: 'A certificate as PDF (its owner only)',
    access: 'user',
    answer: { status: 200, file: 'application/pdf' },
  },
  {
    method: 'get',
    path: '/api/certificates/{code}',
    tag: 'Certificates',
    summary: 'Check a certificate by its code',
    access: 'public',
    answer: json(CertificateCheckResponseSchema),
  },

  // Access requests
  {
    method: 'post',
    path: '/api/user/request_access/{educationId}',
    tag: 'Access requests',
    summary: 'Ask for access to a users_approved course',
    access: 'user',
    answer: json(AccessStatus, 201),
  },
  {
    method: 'get',
    path: '/api/user/request_access',
    tag: 'Access requests',
    summary: "The user's requests",
    access: 'user',
    answer: list(
      z.object({
        education_id: z.number(),
        education_title: z.string(),
        status: z.string(),
        created_at: z.number(),
      }),
    ),
  },
  {
    method: 'get',
    path: '/api/admin/access_requests',
    tag: 'Access requests',
    summary: 'Requests, with organisation and work title',
    access: 'administrator',
    query: ListQuerySchema,
    answer: list(AdminAccessRequestSchema),
  },
  {
    method: 'post',
    path: '/api/admin/access_requests/{educationId}/{userId}/approve',
    tag: 'Access requests',
    summary: 'Approve one (mailed)',
    access: 'administrator',
    answer: json(Decision),
  },
  {
    method: 'post',
    path: '/api/admin/access_requests/{educationId}/{userId}/deny',
    tag: 'Access requests',
    summary: 'Deny one (removed, mailed)',
    access: 'administrator',
    answer: json(Decision),
  },
  {
    method: 'post',
    path: '/api/admin/access_requests/decide',
    tag: 'Access requests',
    summary: 'Decide many at once',
    access: 'administrator',
    body: AccessDecisionsSchema,
    answer: json(
      z.object({
        results: z.array(
          z.object({
            education_id: z.number(),
            user_id: z.number(),
            status: z.enum(['approved', 'denied', 'missing']),
            changed: z.boolean(),
            mailed: z.boolean(),
          }),
        ),
      }),
    ),
  },

  // Rooms
  {
    method: 'get',
    path: '/api/user/rooms',
    tag: 'Rooms',
    summary: "The user's rooms",
    access: 'user',
    answer: list(RoomSchema),
  },
  {
    method: 'get',
    path: '/api/user/rooms/{id}/users',
    tag: 'Rooms',
    summary: "A room's participants (members only)",
    access: 'user',
    answer: list(RoomUserSchema),
  },
  {
    method: 'get',
    path: '/api/user/rooms/join',
    tag: 'Rooms',
    summary: "A join code's room name, without joining (404 for an unknown code)",
    access: 'user',
    query: RoomJoinSchema,
    answer: json(RoomJoinPreviewSchema),
  },
  {
    method: 'post',
    path: '/api/user/rooms/join',
    tag: 'Rooms',
    summary: 'Join a room with its code',
    access: 'user',
    body: RoomJoinSchema,
    answer: json(z.object({ id: z.number(), slug: z.string(), title: z.string(), joined: z.boolean() }), 201),
  },
  {
    method: 'get',
    path: '/api/teacher/rooms/{id}',
    tag: 'Rooms',
    summary: "A teacher's room: code and pupils",
    access: 'teacher',
    answer: json(TeacherRoomSchema),
  },
  {
    method: 'post',
    path: '/api/teacher/rooms/{id}/invite',
    tag: 'Rooms',
    summary: 'A new join code (14 days)',
    access: 'teacher',
    answer: json(z.object({ code: z.string(), expires_at: z.number(), expired: z.boolean() })),
  },
  {
    method: 'delete',
    path: '/api/teacher/rooms/{id}/members/{userId}',
    tag: 'Rooms',
    summary: 'Remove a pupil',
    access: 'teacher',
    answer: json(Ok),
  },
  {
    method: 'get',
    path: '/api/teacher/rooms/{id}/results',
    tag: 'Rooms',
    summary: "Pupils' status and chapters in the room's course",
    access: 'teacher',
    answer: list(RoomResultSchema),
  },
  {
    method: 'get',
    path: '/api/teacher/rooms/{id}/results.csv',
    tag: 'Rooms',
    summary: 'The results for Excel (UTF-8 with BOM, semicolons)',
    access: 'teacher',
    answer: { status: 200, file: 'text/csv' },
  },
  {
    method: 'get',
    path: '/api/admin/rooms',
    tag: 'Rooms',
    summary: 'Every room with teachers and size',
    access: 'administrator',
    answer: list(AdminRoomSchema),
  },
  {
    method: 'post',
    path: '/api/admin/rooms',
    tag: 'Rooms',
    summary: 'Create a room for a course',
    access: 'administrator',
    body: RoomCreateSchema,
    answer: json(
      z.object({ id: z.number(), slug: z.string(), title: z.string(), type: z.enum(['classroom', 'group']) }),
      201,
    ),
  },
  {
    method: 'put',
    path: '/api/admin/rooms/{id}/teachers',
    tag: 'Rooms',
    summary: "Set a room's teachers",
    access: 'administrator',
    body: RoomTeachersSchema,
    answer: json(Ok),
  },

  // Comments and archives
  {
    method: 'get',
    path: '/api/comments/{postId}',
    tag: 'Comments and files',
    summary: 'Comments of a post',
    access: 'optional',
    answer: list(CommentSchema),
  },
  {
    method: 'post',
    path: '/api/comments/{postId}',
    tag: 'Comments and files',
    summary: 'Write a comment',
    access: 'user',
    body: NewCommentSchema,
    answer: json(CommentSchema, 201),
  },
  {
    method: 'get',
    path: '/api/blocks/form/{blockId}/{id}',
    tag: 'Comments and files',
    summary: "An archive block's files (`id`: the post's id)",
    access: 'user',
    answer: list(ArchiveFileSchema),
  },
  {
    method: 'post',
    path: '/api/blocks/form/{blockId}/{id}',
    tag: 'Comments and files',
    summary: "Upload a file (multipart; `id`: the post's id)",
    access: 'user',
    body: 'multipart',
    answer: json(ArchiveFileSchema, 201),
  },
  {
    method: 'delete',
    path: '/api/blocks/form/{blockId}/{id}',
    tag: 'Comments and files',
    summary: "Delete an uploaded file (its uploader; `id`: the file's id)",
    access: 'user',
    answer: json(Ok),
  },
  {
    method: 'get',
    path: '/api/blocks/form/download/{blockId}/{id}/{formId}',
    tag: 'Comments and files',
    summary: 'Download a file (with the type it was stored as: one an upload may have)',
    access: 'user',
    answer: { status: 200, file: ARCHIVE_ALLOWED_TYPES },
  },

  // Accessibility reports
  {
    method: 'post',
    path: '/api/accessibility-reports',
    tag: 'Accessibility reports',
    summary: 'Report a problem or ask for another format',
    access: 'optional',
    body: AccessibilityReportBody,
    answer: json(z.object({ id: z.number() }), 201),
  },
  {
    method: 'get',
    path: '/api/admin/accessibility-reports',
    tag: 'Accessibility reports',
    summary: 'The reports received',
    access: 'administrator',
    answer: list(AdminAccessibilityReportSchema),
  },
  {
    method: 'post',
    path: '/api/admin/accessibility-reports/{id}/answered',
    tag: 'Accessibility reports',
    summary: 'Mark a report answered or not',
    access: 'administrator',
    body: ReportAnsweredSchema,
    answer: json(AdminAccessibilityReportSchema),
  },

  // Administration
  {
    method: 'get',
    path: '/api/admin/users',
    tag: 'Administration',
    summary: 'Find accounts',
    access: 'administrator',
    query: SearchSchema,
    answer: list(AdminAccountSchema),
  },
  {
    method: 'get',
    path: '/api/admin/users/{id}',
    tag: 'Administration',
    summary: 'An account with its courses and rooms',
    access: 'administrator',
    answer: json(AdminAccountDetailsSchema),
  },
  {
    method: 'post',
    path: '/api/admin/users/{id}/role',
    tag: 'Administration',
    summary: "Change an account's role",
    access: 'administrator',
    body: RoleChangeSchema,
    answer: json(AdminAccountSchema),
  },
  {
    method: 'post',
    path: '/api/admin/users/{id}/disabled',
    tag: 'Administration',
    summary: 'Disable or enable an account',
    access: 'administrator',
    body: DisabledChangeSchema,
    answer: json(AdminAccountSchema),
  },
  {
    method: 'post',
    path: '/api/admin/users/{id}/resend_verification',
    tag: 'Administration',
    summary: 'Mail a new verification link',
    access: 'administrator',
    answer: json(Ok),
  },
  {
    method: 'delete',
    path: '/api/admin/users/{id}',
    tag: 'Administration',
    summary: 'Delete an account',
    access: 'administrator',
    answer: json(Ok),
  },
  {
    method: 'get',
    path: '/api/admin/audit',
    tag: 'Administration',
    summary: 'The audit log, newest first',
    access: 'administrator',
    query: AuditQuerySchema,
    answer: list(AuditEntrySchema),
  },
];
