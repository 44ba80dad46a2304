import type { Page } from '@jamstalldhet/contract';
import type { CourseTransport } from '../course/host/transport';

/** The player's calls answered in memory: `page` is every page, every course passes, nothing is kept. */
export function memoryTransport(page: Page): CourseTransport {
  return {
    getPage: async () => page,
    getProgress: async () => [],
    pushProgress: async () => {},
    saveEvaluation: async () => 'utvardering',
    complete: async () => ({ passed: true, certificate: null, evaluation: null }),
    renewCertificateToken: async () => 'intyg',
    checkAnswers: async () => [],
    requestCertificate: async () => {},
  };
}
