import type * as catalog from './catalog';

/**
 * What each operation is for, in the API's description (`/api/openapi.json`, `/api/docs`):
 * its group and one line. Kept apart from the operations so that a client's bundle, which
 * imports operations, carries no documentation text; a test holds the two together.
 */
export const OPERATION_DESCRIPTIONS: Readonly<
  Record<keyof typeof catalog, { tag: string; summary: string }>
> = {
  requestAccess: {
    tag: 'Access requests',
    summary: 'Ask for access to a users_approved course (200 with its status when asked before)',
  },
  listMyAccessRequests: { tag: 'Access requests', summary: "The user's requests" },
  listAccessRequests: { tag: 'Access requests', summary: 'Requests, with organisation and work title' },
  approveAccessRequest: { tag: 'Access requests', summary: 'Approve one (mailed)' },
  denyAccessRequest: { tag: 'Access requests', summary: 'Deny one (removed, mailed)' },
  decideAccessRequests: { tag: 'Access requests', summary: 'Decide many at once' },
  login: { tag: 'Accounts', summary: 'Log in' },
  currentUser: { tag: 'Accounts', summary: 'The current user' },
  logout: { tag: 'Accounts', summary: 'End the session' },
  register: { tag: 'Accounts', summary: 'Create an account (logged in at once)' },
  requestPasswordReset: { tag: 'Accounts', summary: 'Mail a reset link (the same answer for any address)' },
  checkPasswordResetLink: { tag: 'Accounts', summary: 'Whether a reset link is live' },
  setNewPassword: { tag: 'Accounts', summary: 'Set a new password with a reset link' },
  requestVerificationMail: { tag: 'Accounts', summary: 'Mail a verification link' },
  checkVerificationLink: { tag: 'Accounts', summary: 'Whether a verification link is live' },
  confirmEmail: { tag: 'Accounts', summary: 'Verify the address with the link' },
  updateProfile: { tag: 'Accounts', summary: 'Change the profile (the password for a new address)' },
  changePassword: { tag: 'Accounts', summary: 'Change the password' },
  deleteAccount: { tag: 'Accounts', summary: 'Delete the account and its data' },
  searchAccounts: { tag: 'Administration', summary: 'Find accounts' },
  getAccount: { tag: 'Administration', summary: 'An account with its courses and rooms' },
  changeAccountRole: { tag: 'Administration', summary: "Change an account's role" },
  setAccountDisabled: { tag: 'Administration', summary: 'Disable or enable an account' },
  resendAccountVerification: { tag: 'Administration', summary: 'Mail a new verification link' },
  deleteAccountByAdministrator: { tag: 'Administration', summary: 'Delete an account' },
  getStatistics: {
    tag: 'Administration',
    summary: 'Statistics of one course or all over whole months; groups under 5 are not shown as numbers',
  },
  statisticsCsv: {
    tag: 'Administration',
    summary: 'One table of the statistics for Excel (UTF-8 with BOM, semicolons)',
  },
  readAuditLog: { tag: 'Administration', summary: 'The audit log, newest first' },
  requestCertificate: { tag: 'Certificates', summary: 'Issue and mail the certificate' },
  renewCertificateToken: { tag: 'Certificates', summary: 'A new certificate token for a completed course' },
  listMyCertificates: { tag: 'Certificates', summary: "The user's certificates" },
  certificatePdf: { tag: 'Certificates', summary: 'A certificate as PDF (its owner only)' },
  checkCertificate: { tag: 'Certificates', summary: 'Check a certificate by its code' },
  listComments: { tag: 'Comments and files', summary: 'Comments of a post' },
  postComment: { tag: 'Comments and files', summary: 'Write a comment' },
  listArchiveFiles: { tag: 'Comments and files', summary: "An archive block's files (`id`: the post's id)" },
  uploadArchiveFile: {
    tag: 'Comments and files',
    summary: "Upload a file (multipart `file` and `folder`; `id`: the post's id)",
  },
  deleteArchiveFile: {
    tag: 'Comments and files',
    summary: "Delete an uploaded file (its uploader; `id`: the file's id)",
  },
  downloadArchiveFile: {
    tag: 'Comments and files',
    summary: 'Download a file (with the type it was stored as: one an upload may have)',
  },
  listContent: {
    tag: 'Content editing',
    summary: 'Every course, page and room, and the site settings, with their state',
  },
  createEducationDraft: {
    tag: 'Content editing',
    summary: 'Start a new course as a draft (learners see nothing until it is published)',
  },
  createPageDraft: {
    tag: 'Content editing',
    summary: 'Start a new page as a draft (learners get 404 until it is published)',
  },
  getContentDraft: {
    tag: 'Content editing',
    summary: "A document's draft (the published document when nobody has changed it)",
  },
  saveContentDraft: {
    tag: 'Content editing',
    summary: 'Save the draft (409, naming who saved and when, if another save came first)',
  },
  publishContent: {
    tag: 'Content editing',
    summary: 'Publish the draft (400 listing each failing publish check)',
  },
  requestContentReview: {
    tag: 'Content editing',
    summary: 'Send the draft for review (an editor; 400 listing each failing publish check, as a publish)',
  },
  returnContentReview: {
    tag: 'Content editing',
    summary: 'Send a draft in review back to its editor with a comment (an administrator)',
  },
  listContentRevisions: { tag: 'Content editing', summary: "A document's revisions, newest first" },
  getContentRevision: {
    tag: 'Content editing',
    summary: 'One revision with the whole document as it was (to view it, or compare it with the draft)',
  },
  getPublishImpact: {
    tag: 'Content editing',
    summary:
      'What publishing the draft does to learners: answers on removed blocks, changed right answers, new mandatory questions',
  },
  countAnsweringLearners: {
    tag: 'Content editing',
    summary: 'How many learners have answers on any of the given blocks (`blocks`: ids, comma-separated)',
  },
  unpublishContent: {
    tag: 'Content editing',
    summary:
      'Take a page or a course without learners’ work off the site: it is a draft again, nothing deleted',
  },
  removeContent: {
    tag: 'Content editing',
    summary: 'Remove a document; a course with learners’ answers or completions is closed instead',
  },
  restoreContentRevision: {
    tag: 'Content editing',
    summary: 'Make a revision the draft again (never a publish)',
  },
  exportContent: {
    tag: 'Content editing',
    summary: 'A course or page as one file in the content folder’s format (the draft if any; no members)',
  },
  importContentDocument: {
    tag: 'Content editing',
    summary: 'A file back in as a draft, never a publish (a new id and address where they are taken)',
  },
  uploadContentImage: {
    tag: 'Content editing',
    summary:
      'Upload an image (multipart `file`: PNG, JPEG or WebP; scaled to at most 2400 px, metadata removed)',
  },
  listContentImages: { tag: 'Content editing', summary: 'The uploaded images, newest first' },
  listSiteWords: {
    tag: 'Content editing',
    summary: "The site's word list, which the editor's spelling check takes besides the Swedish dictionary",
  },
  addSiteWord: { tag: 'Content editing', summary: '"Lägg till i ordlistan": adds a word; answers the list' },
  removeSiteWord: { tag: 'Content editing', summary: 'Takes a word off the list; answers the list' },
  getContentImage: {
    tag: 'Content',
    summary: 'An uploaded image (cached for a year: an id never gets other bytes)',
  },
  getSiteSettings: { tag: 'Content', summary: 'Navigation, footer, terms, consent texts, taxonomies' },
  getPage: {
    tag: 'Content',
    summary: 'A page, room (members) or course presentation; the client IP in a header',
  },
  listEducations: { tag: 'Content', summary: 'The course list' },
  getEducation: { tag: 'Content', summary: 'A course: whole to those who may take it, else its outline' },
  getProgress: { tag: 'Learning', summary: 'The saved progress in a course' },
  saveProgress: { tag: 'Learning', summary: 'Save answers (per block, last write wins)' },
  restartEducation: { tag: 'Learning', summary: 'Start a course over' },
  listMyEducations: { tag: 'Learning', summary: "The user's courses" },
  checkAnswers: { tag: 'Learning', summary: 'Check answers against the key kept on the server' },
  completeEducation: {
    tag: 'Learning',
    summary: 'Complete a course (a pass gives the certificate token and the evaluation token)',
  },
  saveEvaluation: {
    tag: 'Learning',
    summary:
      'Save the evaluation (without the learner) after a pass: with its token, or by the account once (403 without a pass, 409 for a second)',
  },
  reportEducationStart: {
    tag: 'Learning',
    summary: "A learner started the course (counted for the statistics; nothing of the learner's kept)",
  },
  reportPageReach: {
    tag: 'Learning',
    summary:
      "A learner reached a page of the course (counted for the statistics; nothing of the learner's kept)",
  },
  sendAccessibilityReport: {
    tag: 'Accessibility reports',
    summary: 'Report a problem or ask for another format',
  },
  getAccessibilityStatement: {
    tag: 'Accessibility reports',
    summary:
      "The statement's generated part: the compliance status, the varningar published over with their reasons, the last check",
  },
  listAccessibilityReports: { tag: 'Accessibility reports', summary: 'The reports received' },
  markAccessibilityReport: { tag: 'Accessibility reports', summary: 'Mark a report answered or not' },
  listMyRooms: { tag: 'Rooms', summary: "The user's rooms" },
  listRoomUsers: { tag: 'Rooms', summary: "A room's participants (members only)" },
  previewRoomJoin: {
    tag: 'Rooms',
    summary: "A join code's room name, without joining (404 for an unknown code)",
  },
  joinRoom: {
    tag: 'Rooms',
    summary: 'Join a room with its code (201 when joined now, 200 when already a member)',
  },
  getTeacherRoom: { tag: 'Rooms', summary: "A teacher's room: code and pupils" },
  renewRoomInvite: { tag: 'Rooms', summary: 'A new join code (14 days)' },
  removeRoomMember: { tag: 'Rooms', summary: 'Remove a pupil' },
  getRoomResults: { tag: 'Rooms', summary: "Pupils' status and chapters in the room's course" },
  roomResultsCsv: { tag: 'Rooms', summary: 'The results for Excel (UTF-8 with BOM, semicolons)' },
  listAllRooms: { tag: 'Rooms', summary: 'Every room with teachers and size' },
  createRoom: { tag: 'Rooms', summary: 'Create a room for a course' },
  setRoomTeachers: { tag: 'Rooms', summary: "Set a room's teachers" },
  health: { tag: 'Operations', summary: 'The process answers' },
  readiness: { tag: 'Operations', summary: 'Ready for traffic (503 with the failing checks otherwise)' },
  metrics: { tag: 'Operations', summary: 'Prometheus metrics (METRICS_TOKEN)' },
  openApiDescription: { tag: 'Operations', summary: 'This description' },
  apiReferencePage: { tag: 'Operations', summary: 'This description as a page' },
};
