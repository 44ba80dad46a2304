import type { CourseTransport } from '@jamstalldhet/blocks/course';
import { educationPage } from '@jamstalldhet/blocks/engine';
import type { Education } from '@jamstalldhet/contract';

/**
 * A course player's transport for a draft seen "as a learner": the draft is the course, and
 * nothing the previewing editor answers is saved anywhere (no progress, evaluation, completion
 * or certificate reaches the API). Questions carry their key in a draft, so no check asks the
 * server.
 */
export function previewTransport(education: Education): CourseTransport {
  // The page the API makes of a course (`GET /api/pages/{slug}`).
  const page = educationPage(education);
  return {
    getPage: async () => page,
    getProgress: async () => [],
    pushProgress: async () => {},
    saveEvaluation: async () => 'forhandsgranskning',
    complete: async () => ({ passed: true, certificate: null, evaluation: null }),
    renewCertificateToken: async () => 'forhandsgranskning',
    checkAnswers: async () => [],
    requestCertificate: async () => {},
  };
}

/** Storage that forgets when the preview closes: a preview never touches a learner's own progress. */
export function memoryStorage() {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
  return { device: storage, tab: storage };
}
