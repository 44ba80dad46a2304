import type { Education } from '@jamstalldhet/contract';
import { createContext, useContext } from 'react';
import type { CompletionResult } from '../../engine/learner/completion';
import type { CourseLabels } from '../course-labels';
import type {
  AccountPaths,
  CourseHostOptions,
  CourseStepMeta,
  EducationMenuState,
} from '../host/course-host';
import type { CourseStorage } from '../host/storage';
import type { CourseTransport } from '../host/transport';
import type { ProgressStore } from './progress-store';

/** The host's options with their defaults filled in. */
export interface CourseHost {
  transport: CourseTransport;
  storage: CourseStorage;
  useMenuState: () => EducationMenuState;
  useStepMeta: (meta: CourseStepMeta) => void;
  notify: (text: string, options: { kind: 'info' | 'error' }) => void;
  onLoginRequired: CourseHostOptions['onLoginRequired'];
  accountPaths: AccountPaths;
  /** The player's texts, the host's overrides applied. */
  labels: CourseLabels;
}

/** What `CourseProvider` gives the player's pages and `useCourseProgress`. */
export interface CourseProgressContextValue {
  host: CourseHost;
  store: ProgressStore;
  /** Marks a course as the one on screen (for the sync); returns the way to unmark it. */
  showCourse(education: Education): () => void;
  syncNow(): Promise<void>;
  saveEvaluation(education: Education): Promise<boolean>;
  complete(education: Education): Promise<CompletionResult>;
  recoverCertificateToken(education: Education): Promise<string | null>;
  /** A page of a course was shown (`1/2/1`): reported once (issue 37); returns the way to stop waiting. */
  reportReach(educationId: number, page: string): () => void;
}

export const CourseProgressContext = createContext<CourseProgressContextValue | null>(null);

export function useCourseProgressContext(): CourseProgressContextValue {
  const context = useContext(CourseProgressContext);
  if (!context) {
    throw new Error('The course player needs a <CourseProvider> above it.');
  }
  return context;
}

/** The host's options, for the player's pages. */
export function useCourseHost(): CourseHost {
  return useCourseProgressContext().host;
}
