import type { Education } from '@jamstalldhet/contract';
import { createContext, type ReactNode, useContext } from 'react';
import type { CourseProgressApi } from './course-progress-types';

// Placeholder until its owner builds it: answers are held in memory only.
const CourseProgressContext = createContext<null>(null);

/** Holds every course's progress for the visit; placed once in `App`. */
export function CourseProgressProvider({ children }: { children?: ReactNode }) {
  return <CourseProgressContext.Provider value={null}>{children}</CourseProgressContext.Provider>;
}

const NO_ANSWERS = new Map<string, readonly string[]>();

/** The learner's progress in `education` (null while the course loads). */
export function useCourseProgress(_education: Education | null): CourseProgressApi {
  useContext(CourseProgressContext);
  return {
    progress: null,
    answers: NO_ANSWERS,
    onAnswer: () => {},
    saveState: 'local',
    hasUnsavedAnswers: false,
    conflict: null,
    switchCourse: () => {},
    keepOtherCourse: () => {},
    syncNow: async () => {},
    saveEvaluation: async () => false,
    complete: async () => ({ passed: false, error: 'not built yet' }),
    certificateToken: null,
  };
}
