import type { EducationProgress } from '@jamstalldhet/contract';
import type { BlockAnswer } from '../../blocks-provider/blocks-context';
import type { CompletionResult, SaveState, ShownCourseConflict } from '../../engine/index';

/** An anonymous learner answered in a second course (SPEC §4: one course at a time). */
export type OtherCourseConflict = ShownCourseConflict<BlockAnswer>;

/** A learner's progress in one education, as the course pages use it. */
export interface CourseProgressApi {
  /** The progress belongs to a signed-in account. */
  loggedIn: boolean;
  /** Saved progress with pending changes merged in, or null before anything is known. */
  progress: EducationProgress | null;
  /** Values per block id, for the blocks' `answers`. */
  answers: ReadonlyMap<string, readonly string[]>;
  /** The blocks' `onAnswer`. */
  onAnswer(answer: BlockAnswer): void;
  /** The blocks' `onCheck`: the first "Rätta svaret" of each question is kept (issue 37). */
  onCheck(answer: BlockAnswer): void;
  saveState: SaveState;
  /** Answers not yet on the server (logged in) — for the unload warning. */
  hasUnsavedAnswers: boolean;
  /** Set while an answer was refused because another course holds local answers. */
  conflict: OtherCourseConflict | null;
  /** Drops the other course's local answers and records the refused answer here. */
  switchCourse(): void;
  /** Keeps the other course; the refused answer is dropped. */
  keepOtherCourse(): void;
  /** Pushes pending answers now (page hide, before leaving); resolves when done or failed. */
  syncNow(): Promise<void>;
  /** Saves the evaluation answers (`evaluation/update`); false when it failed (SPEC §8). */
  saveEvaluation(): Promise<boolean>;
  /** Completes the course (`/completed`) after a final push. */
  complete(): Promise<CompletionResult>;
  /** The certificate token of a passed completion in this visit, for the thank-you page. */
  certificateToken: string | null;
  /**
   * Asks the server for a new certificate token when a logged-in learner completed the course
   * in an earlier visit; resolves to it, or null (anonymous, no certificate, server unreachable).
   */
  recoverCertificateToken(): Promise<string | null>;
}
