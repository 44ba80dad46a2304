import type { BlocksApi } from '../../blocks-provider/api';
import type { CourseTransport } from './transport';

function blamesToken(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { field?: unknown }).field === 'token';
}

/**
 * The host's block calls with the two a course's blocks make through the player's transport:
 * checking answers sent without their key, and requesting the certificate. A logged-in
 * learner's certificate token may have been replaced meanwhile (the thank-you page opened in
 * another tab asks for a new one): then a new one is asked for and the request sent once more.
 */
export function courseBlocksApi(
  parent: BlocksApi | undefined,
  transport: CourseTransport,
  loggedIn: boolean,
): BlocksApi {
  // The host's own calls through the prototype, so an API that is a class keeps its methods.
  const api: BlocksApi = Object.create(parent ?? null);
  return Object.assign(api, {
    checkAnswers: (educationId, answers) => transport.checkAnswers(educationId, answers),
    requestCertificate: async (educationId, request) => {
      try {
        await transport.requestCertificate(educationId, request);
      } catch (error) {
        if (!loggedIn || !blamesToken(error)) {
          throw error;
        }
        const fresh = await transport.renewCertificateToken(Number(educationId)).catch(() => null);
        if (fresh === null) {
          throw error;
        }
        await transport.requestCertificate(educationId, { ...request, token: fresh });
      }
    },
  } satisfies BlocksApi);
}
