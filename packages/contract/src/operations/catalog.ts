// Every call of the API, by name: `operations.getPage` and so on. The index re-exports this as
// a namespace, so a client's bundle keeps only the calls it makes.

export {
  approveAccessRequest,
  decideAccessRequests,
  denyAccessRequest,
  listAccessRequests,
  listMyAccessRequests,
  requestAccess,
} from './access-request-operations';
export {
  changePassword,
  checkPasswordResetLink,
  checkVerificationLink,
  confirmEmail,
  currentUser,
  deleteAccount,
  login,
  logout,
  register,
  requestPasswordReset,
  requestVerificationMail,
  setNewPassword,
  updateProfile,
} from './account-operations';
export {
  changeAccountRole,
  deleteAccountByAdministrator,
  getAccount,
  readAuditLog,
  resendAccountVerification,
  searchAccounts,
  setAccountDisabled,
} from './admin-operations';
export {
  certificatePdf,
  checkCertificate,
  listMyCertificates,
  renewCertificateToken,
  requestCertificate,
} from './certificate-operations';
export {
  deleteArchiveFile,
  downloadArchiveFile,
  listArchiveFiles,
  listComments,
  postComment,
  uploadArchiveFile,
} from './comment-and-file-operations';
export {
  createEducationDraft,
  getContentDraft,
  listContent,
  listContentRevisions,
  publishContent,
  restoreContentRevision,
  saveContentDraft,
} from './content-editing-operations';
export { getEducation, getPage, getSiteSettings, listEducations } from './content-operations';
export {
  checkAnswers,
  completeEducation,
  getProgress,
  listMyEducations,
  restartEducation,
  saveEvaluation,
  saveProgress,
} from './learning-operations';
export {
  listAccessibilityReports,
  markAccessibilityReport,
  sendAccessibilityReport,
} from './report-operations';
export {
  createRoom,
  getRoomResults,
  getTeacherRoom,
  joinRoom,
  listAllRooms,
  listMyRooms,
  listRoomUsers,
  previewRoomJoin,
  removeRoomMember,
  renewRoomInvite,
  roomResultsCsv,
  setRoomTeachers,
} from './room-operations';
export { apiReferencePage, health, metrics, openApiDescription, readiness } from './service-operations';
