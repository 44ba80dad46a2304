// Every call of the API, by name: `operations.getPage` and so on. The index re-exports this as
// a namespace, so a client's bundle keeps only the calls it makes. A call used only on pages
// that load later lives in a file apart from the first page's calls, since a bundle keeps or
// drops a file as a whole.

export {
  approveAccessRequest,
  decideAccessRequests,
  denyAccessRequest,
  listAccessRequests,
} from './access-request-admin-operations';
export { listMyAccessRequests, requestAccess } from './access-request-operations';
export {
  checkPasswordResetLink,
  checkVerificationLink,
  confirmEmail,
  register,
  requestPasswordReset,
  setNewPassword,
} from './account-link-operations';
export {
  changePassword,
  currentUser,
  deleteAccount,
  login,
  logout,
  requestVerificationMail,
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
  createPageDraft,
  getContentDraft,
  getContentRevision,
  listContent,
  listContentRevisions,
  publishContent,
  requestContentReview,
  restoreContentRevision,
  returnContentReview,
  saveContentDraft,
} from './content-editing-operations';
export { getContentImage, listContentImages, uploadContentImage } from './content-image-operations';
export {
  countAnsweringLearners,
  getPublishImpact,
  removeContent,
  unpublishContent,
} from './content-lifecycle-operations';
export { getEducation, getPage, getSiteSettings, listEducations } from './content-operations';
export { exportContent, importContentDocument } from './content-transfer-operations';
export {
  checkAnswers,
  completeEducation,
  getProgress,
  reportEducationStart,
  reportPageReach,
  saveEvaluation,
  saveProgress,
} from './learning-operations';
export { listMyEducations, restartEducation } from './my-education-operations';
export { listAccessibilityReports, markAccessibilityReport } from './report-admin-operations';
export { sendAccessibilityReport } from './report-operations';
export { joinRoom, listMyRooms, previewRoomJoin } from './room-membership-operations';
export { listRoomUsers } from './room-operations';
export {
  createRoom,
  getRoomResults,
  getTeacherRoom,
  listAllRooms,
  removeRoomMember,
  renewRoomInvite,
  roomResultsCsv,
  setRoomTeachers,
} from './room-staff-operations';
export { apiReferencePage, health, metrics, openApiDescription, readiness } from './service-operations';
export { addSiteWord, listSiteWords, removeSiteWord } from './spelling-operations';
export { getAccessibilityStatement } from './statement-operations';
export { getStatistics, statisticsCsv } from './statistics-operations';
