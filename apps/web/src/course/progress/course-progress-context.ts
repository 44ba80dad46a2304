import type { CompletionResult } from '@jamstalldhet/blocks/engine';
import type { Education } from '@jamstalldhet/contract';
import { createContext, useContext } from 'react';
import type { ApiClient } from '../../http/api-client';
import type { ProgressStore } from './progress-store';

/** What `CourseProgressProvider` gives `useCourseProgress`. */
export interface CourseProgressContextValue {
  store: ProgressStore;
  api: ApiClient;
  /** Marks a course as the one on screen (for the sync); returns the way to unmark it. */
  showCourse(education: Education): () => void;
  syncNow(): Promise<void>;
  saveEvaluation(education: Education): Promise<boolean>;
  complete(education: Education): Promise<CompletionResult>;
  recoverCertificateToken(education: Education): Promise<string | null>;
}

export const CourseProgressContext = createContext<CourseProgressContextValue | null>(null);

export function useCourseProgressContext(): CourseProgressContextValue {
  const context = useContext(CourseProgressContext);
  if (!context) {
    throw new Error('useCourseProgress needs a <CourseProgressProvider> above it.');
  }
  return context;
}
