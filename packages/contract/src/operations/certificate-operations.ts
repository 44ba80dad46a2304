import { z } from 'zod';
import { CertificateSummarySchema } from '../account';
import {
  CertificateCheckResponseSchema,
  CertificateIssueResponseSchema,
  CertificateTokenResponseSchema,
} from '../completion';
import { isValidEmail } from '../email';
import { FullNameSchema } from '../person-name';
import { defineOperation } from './operation';
import { IdParams, textParam } from './params';

const TAG = 'Certificates';

/** Who the certificate is for and where to mail it, with the completion's token. */
export const CertificateMailSchema = z.object({
  token: z.string().min(1).max(200),
  fullname: FullNameSchema,
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => isValidEmail(value), 'Ange en giltig e-postadress'),
});

const CodeParams = z.object({ code: textParam });

export const requestCertificate = defineOperation({
  id: 'requestCertificate',
  method: 'POST',
  path: '/api/educations/{id}/certificate',
  tag: TAG,
  summary: 'Issue and mail the certificate',
  access: 'optional',
  params: IdParams,
  body: CertificateMailSchema,
  answers: { 200: CertificateIssueResponseSchema },
});

export const renewCertificateToken = defineOperation({
  id: 'renewCertificateToken',
  method: 'POST',
  path: '/api/user/educations/{id}/certificate-token',
  tag: TAG,
  summary: 'A new certificate token for a completed course',
  access: 'user',
  params: IdParams,
  answers: { 200: CertificateTokenResponseSchema },
});

export const listMyCertificates = defineOperation({
  id: 'listMyCertificates',
  method: 'GET',
  path: '/api/user/educations/certificates',
  tag: TAG,
  summary: "The user's certificates",
  access: 'user',
  answers: { 200: z.array(CertificateSummarySchema) },
});

export const certificatePdf = defineOperation({
  id: 'certificatePdf',
  method: 'GET',
  path: '/api/user/educations/certificates/{code}/pdf',
  tag: TAG,
  summary: 'A certificate as PDF (its owner only)',
  access: 'user',
  params: CodeParams,
  answers: { 200: { file: 'application/pdf' } },
});

export const checkCertificate = defineOperation({
  id: 'checkCertificate',
  method: 'GET',
  path: '/api/certificates/{code}',
  tag: TAG,
  summary: 'Check a certificate by its code',
  access: 'public',
  params: CodeParams,
  answers: { 200: CertificateCheckResponseSchema },
});
