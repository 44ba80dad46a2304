import { z } from 'zod';
import { CERTIFICATE_CODE_PATTERN } from './account';

/** A token handed out once; only its hash is kept, so it cannot be shown again. */
const TokenSchema = z.string().min(1);

/**
 * A passed completion (`POST /api/educations/{id}/completed`). `certificate` is null when the
 * course gives none; its token is what requests the certificate. `evaluation` is the token its
 * evaluation is saved with (issue 37: only a passed completion may evaluate); null only from
 * servers before that rule.
 */
export const CompletionPassedSchema = z.object({
  passed: z.literal(true),
  certificate: z.object({ token: TokenSchema }).nullable(),
  evaluation: z.object({ token: TokenSchema }).nullable(),
});
export type CompletionPassed = z.output<typeof CompletionPassedSchema>;

/**
 * A completion that did not pass: the mandatory blocks left unanswered, by id. Which answers are
 * wrong is not said (issue 21): it would let a guesser pass by changing one answer at a time.
 * The sorry page learns that from the learner's own checked answers.
 */
export const CompletionNotPassedSchema = z.object({
  passed: z.literal(false),
  unanswered: z.array(z.string()),
});
export type CompletionNotPassed = z.output<typeof CompletionNotPassedSchema>;

/** The answer of `POST /api/educations/{id}/completed`, passed or not (SPEC §7, §8). */
export const CompletionResponseSchema = z.discriminatedUnion('passed', [
  CompletionPassedSchema,
  CompletionNotPassedSchema,
]);
export type CompletionResponse = z.output<typeof CompletionResponseSchema>;

/** The answer of `POST /api/educations/{id}/evaluation/update`: the token that updates the same answers later. */
export const EvaluationSaveResponseSchema = z.object({ evaluation_token: TokenSchema });
export type EvaluationSaveResponse = z.output<typeof EvaluationSaveResponseSchema>;

/** The answer of `POST /api/educations/{id}/certificate`: the certificate's code and where it is checked. */
export const CertificateIssueResponseSchema = z.object({
  code: z.string().regex(CERTIFICATE_CODE_PATTERN),
  verify_url: z.url(),
});
export type CertificateIssueResponse = z.output<typeof CertificateIssueResponseSchema>;

/** The answer of `POST /api/user/educations/{id}/certificate-token`: a new token, replacing the last. */
export const CertificateTokenResponseSchema = z.object({ token: TokenSchema });
export type CertificateTokenResponse = z.output<typeof CertificateTokenResponseSchema>;

/**
 * The public check of a certificate (`GET /api/certificates/{code}`): name, course and date, and
 * what the certificate proves of the learner, nothing more. The name is always as the learner
 * gave it.
 */
export const CertificateCheckResponseSchema = z.object({
  code: z.string().regex(CERTIFICATE_CODE_PATTERN),
  fullname: z.string(),
  education_title: z.string(),
  /** Seconds since 1970. */
  issued_at: z.number(),
  /**
   * Issued to a logged-in account whose e-mail address was confirmed at the time (never the
   * address itself). Missing from older answers, which means false.
   */
  verified_email: z.boolean().optional(),
});
export type CertificateCheckResponse = z.output<typeof CertificateCheckResponseSchema>;

/**
 * What a certificate proves of the learner, in the words the PDF prints and the check page
 * (`/intyg/{code}`) shows (issue 21): the name is always self-declared; `verifiedEmail` only
 * for one issued to a logged-in account with a confirmed address.
 */
export const CERTIFICATE_PROOF_TEXTS = {
  selfDeclaredName: 'Namnet är angivet av deltagaren och har inte kontrollerats.',
  verifiedEmail: 'Deltagaren var inloggad med en bekräftad e-postadress.',
} as const;
