import { z } from 'zod';
import { CertificateSummarySchema } from '../account';
import {
  CertificateCheckResponseSchema,
  CertificateIssueResponseSchema,
  CertificateTokenResponseSchema,
} from '../completion';
import { FullNameSchema } from '../person-name';
import { EmailAddressSchema } from './email-address';
import { defineOperation } from './operation';
import { IdParams, textParam } from './params';

/** Who the certificate is for and where to mail it, with the completion's token. */
export const CertificateMailSchema = /* @__PURE__ */ z.object({
  token: z.string().min(1).max(200),
  fullname: FullNameSchema,
  email: EmailAddressSchema,
});

const CodeParams = /* @__PURE__ */ z.object({ code: textParam });

export const requestCertificate = /* @__PURE__ */ defineOperation({
  id: 'requestCertificate',
  method: 'POST',
  path: '/api/educations/{id}/certificate',
  access: 'optional',
  params: IdParams,
  body: CertificateMailSchema,
  answers: { 200: CertificateIssueResponseSchema },
});

export const renewCertificateToken = /* @__PURE__ */ defineOperation({
  id: 'renewCertificateToken',
  method: 'POST',
  path: '/api/user/educations/{id}/certificate-token',
  access: 'user',
  params: IdParams,
  answers: { 200: CertificateTokenResponseSchema },
});

export const listMyCertificates = /* @__PURE__ */ defineOperation({
  id: 'listMyCertificates',
  method: 'GET',
  path: '/api/user/educations/certificates',
  access: 'user',
  answers: { 200: z.array(CertificateSummarySchema) },
});

export const certificatePdf = /* @__PURE__ */ defineOperation({
  id: 'certificatePdf',
  method: 'GET',
  path: '/api/user/educations/certificates/{code}/pdf',
  access: 'user',
  params: CodeParams,
  answers: { 200: { file: 'application/pdf' } },
});

export const checkCertificate = /* @__PURE__ */ defineOperation({
  id: 'checkCertificate',
  method: 'GET',
  path: '/api/certificates/{code}',
  access: 'public',
  params: CodeParams,
  answers: { 200: CertificateCheckResponseSchema },
});
