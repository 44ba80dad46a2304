import type {
  AccountDelete,
  ArchiveFile,
  CertificateRequest,
  CertificateSummary,
  CheckedAnswerResult,
  Comment,
  EducationSummary,
  NewComment,
  PasswordChange,
  ProfileUpdate,
  RoomUser,
} from '@jamstalldhet/contract';

/**
 * The calls blocks may make, supplied by the host. Blocks never fetch on their own, so a
 * site can plug in its own backend; a block whose call is missing shows its empty state.
 * Every promise rejects with an error carrying `statusCode` and `message` on failure.
 */
export interface BlocksApi {
  listComments?(postId: number): Promise<Comment[]>;
  postComment?(postId: number, comment: NewComment): Promise<void>;
  listArchiveFiles?(blockId: string, postId: number): Promise<ArchiveFile[]>;
  uploadArchiveFile?(blockId: string, postId: number, file: File): Promise<void>;
  deleteArchiveFile?(blockId: string, fileId: number): Promise<void>;
  archiveFileUrl?(blockId: string, file: ArchiveFile): string;
  /**
   * Checks answers to questions sent without their key (`check_on_server`): the result and that
   * result's feedback texts for each, in the order asked.
   */
  checkAnswers?(
    educationId: number,
    answers: Array<{ block_id: string; values: string[] }>,
  ): Promise<CheckedAnswerResult[]>;
  requestCertificate?(educationId: number, request: CertificateRequest): Promise<void>;
  listEducations?(): Promise<EducationSummary[]>;
  /**
   * The course list the host already has at hand (the answer a server render used), shown at
   * once, so a server-rendered list and its hydration agree; `listEducations` still refreshes it.
   */
  knownEducations?(): EducationSummary[] | undefined;
  requestAccess?(educationId: number): Promise<void>;
  listCertificates?(): Promise<CertificateSummary[]>;
  listRoomUsers?(roomId: number): Promise<RoomUser[]>;
  /** Saves the profile; `current_password` goes along when the e-mail address changes. */
  updateProfile?(profile: ProfileUpdate): Promise<void>;
  changePassword?(change: PasswordChange): Promise<void>;
  /** Deletes the logged-in account; the account's password is asked for again. */
  deleteAccount?(request: AccountDelete): Promise<void>;
  logout?(): Promise<void>;
}
