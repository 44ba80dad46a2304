import { useAsync } from '@jamstalldhet/blocks';
import { type CertificateCheckResponse, CertificateCheckResponseSchema } from '@jamstalldhet/contract';
import { useCallback } from 'react';
import { useApi } from '../app/services';
import { ApiError } from '../http/api-error';

/** What the public check tells about a certificate (`GET /api/certificates/{code}`), and no more. */
export type CheckedCertificate = CertificateCheckResponse;

/** The answer of a check: a genuine certificate, or none with that code. */
export type CertificateCheck = { kind: 'genuine'; certificate: CheckedCertificate } | { kind: 'unknown' };

/**
 * Asks the API whether a certificate with `code` exists. A 404 is an answer (no such
 * certificate), not a failure; any other failure can be retried. A null code is not asked about.
 */
export function useCertificateCheck(code: string | null) {
  const api = useApi();
  const load = useCallback(async (): Promise<CertificateCheck> => {
    try {
      const answer = await api.get(`/api/certificates/${encodeURIComponent(code ?? '')}`);
      return { kind: 'genuine', certificate: CertificateCheckResponseSchema.parse(answer) };
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) {
        return { kind: 'unknown' };
      }
      throw error;
    }
  }, [api, code]);
  return useAsync(code === null ? undefined : load, code);
}
