import { type CertificateCheckResponse, operations, operationUrl } from '@jamstalldhet/contract';
import { useLoadState } from '../data/use-load-state';
import { ApiError } from '../http/api-error';
import { useApi } from '../site/services';

/** What the public check tells about a certificate (`operations.checkCertificate`), and no more. */
export type CheckedCertificate = CertificateCheckResponse;

/** The answer of a check: a genuine certificate, or none with that code. */
export type CertificateCheck = { kind: 'genuine'; certificate: CheckedCertificate } | { kind: 'unknown' };

/**
 * Asks the API whether a certificate with `code` exists. A 404 is an answer (no such
 * certificate), not a failure; any other failure can be retried. A null code is not asked about.
 */
export function useCertificateCheck(code: string | null) {
  const api = useApi();
  // Cached under the call's address; the code follows it for the read.
  const key =
    code === null ? null : ([operationUrl(operations.checkCertificate, { params: { code } }), code] as const);
  return useLoadState(key, async ([, checked]): Promise<CertificateCheck> => {
    try {
      const certificate = await api.call(operations.checkCertificate, { params: { code: checked } });
      return { kind: 'genuine', certificate };
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) {
        return { kind: 'unknown' };
      }
      throw error;
    }
  });
}
