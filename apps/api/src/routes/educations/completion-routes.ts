import {
  answersByBlock,
  educationKey,
  givesCertificate,
  passResultByKey,
  REQUEST_ANSWER_BYTES_MAX,
} from '@jamstalldhet/blocks/engine';
import {
  ALREADY_COMPLETED_MESSAGE,
  CERTIFICATE_CODE_PATTERN,
  type CompletionResponse,
  type Education,
  operations,
  pageUrl,
} from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { certificatePdf } from '../../certificates/certificate-pdf';
import { unixSeconds } from '../../format/unix-seconds';
import { clientAddressKey } from '../../http/client-address';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { route } from '../../http/operation-route';
import { RATE_LIMITS, rateLimit, reserve } from '../../http/rate-limit';
import {
  type CertificateRow,
  findCertificate,
  hasCompleted,
  hasIssuedCertificate,
  issueCertificate,
  listUserCertificates,
  recordCompletion,
  renewCertificateToken,
  withdrawCertificate,
} from '../../storage/completions';
import { recordQuestionAnswers } from '../../storage/course-statistics';
import {
  EVALUATION_ALREADY_GIVEN,
  EVALUATION_NEEDS_COMPLETION,
  saveEvaluation,
} from '../../storage/evaluations';
import { findProgress } from '../../storage/learning';
import { recordLearningEvent } from '../../storage/learning-events';
import { requireAnswersFit, saveAnswersWithinRoom } from '../learning/answer-limits';
import { requireEducation, requireOpenNow } from './require-education';

/** Spelled so on purpose: clients match this exact text (SPEC §8). */
export { ALREADY_COMPLETED_MESSAGE as ALREADY_COMPLETED } from '@jamstalldhet/contract';

/** Where a certificate's QR code and link lead: its public check (`/intyg/{code}`). */
const certificateCheckUrl = (publicUrl: string, code: string) =>
  `${publicUrl}${pageUrl('certificateCheck', { code })}`;

const CODE = CERTIFICATE_CODE_PATTERN;

export const CERTIFICATE_SPENT_MESSAGE =
  'Certifikatet är redan utfärdat och skickat. Det kan bara begäras en gång.';
export const CERTIFICATE_ISSUED_MESSAGE =
  'Certifikatet är redan utfärdat. Du hittar det under Mina certifikat.';

export async function completionRoutes(app: FastifyInstance) {
  // Only for whoever may take the course (the operation's access kind, http/access.ts).
  route(app, operations.completeEducation, async ({ education, body: input, user, request, reply }) => {
    const educationId = educationKey(education);
    requireOpenNow(education, Boolean(user));
    if (user && (await hasCompleted(app.db, user.id, educationId))) {
      throw badRequest(ALREADY_COMPLETED_MESSAGE);
    }
    requireAnswersFit(education, 'normal', input.answers, { maxBytes: REQUEST_ANSWER_BYTES_MAX });
    // The statistics' "Frågor" (issue 37): the answers of a completion that answered everything.
    const recordAnswers = (answers: Map<string, string[]>) =>
      recordQuestionAnswers(app.db, {
        userId: user?.id ?? null,
        education,
        answers,
        firstChecks: new Map((input.first_checks ?? []).map((check) => [check.block_id, check.values])),
      });
    // Failed attempts are limited per learner and course, or for anonymous callers per address
    // and course: a guesser cannot try answer sets without end. Used up, a right attempt is
    // refused too. A logged-in learner counts as themself (10) and, with the other accounts at
    // the address, on a logged-in count of class size (300): one pupil's failures cannot use up
    // the school address, and accounts registered there cannot multiply its guesses.
    const failureLimits = user
      ? [
          {
            key: `completion-failures:user:${user.id}:${educationId}`,
            rule: RATE_LIMITS.completionFailuresPerUserAndCourse,
          },
          {
            key: `completion-failures:ip-logged-in:${clientAddressKey(request.ip)}:${educationId}`,
            rule: RATE_LIMITS.completionFailuresPerIpAndCourseLoggedIn,
          },
        ]
      : [
          {
            key: `completion-failures:ip:${clientAddressKey(request.ip)}:${educationId}`,
            rule: RATE_LIMITS.completionFailuresPerIpAndCourse,
          },
        ];
    // A failure is counted before the attempt is judged, in one atomic step per limit, so
    // parallel attempts in any number of processes pass a limit exactly; an attempt that turns
    // out not to count gives its count back.
    const reservation = await reserve(app.db, reply, failureLimits);
    let result: ReturnType<typeof passResultByKey>;
    let saved: Map<string, string[]>;
    try {
      if (user) {
        // The answers sent now are saved first, so nothing is lost whatever the result.
        await saveAnswersWithinRoom(app.db, user.id, educationId, input.answers);
      }
      saved = user ? answersByBlock(await findProgress(app.db, user.id, educationId)) : new Map();
      for (const answer of input.answers) {
        saved.set(answer.block_id, answer.values);
      }
      result = passResultByKey(education, saved);
    } catch (error) {
      await reservation.giveBack();
      throw error;
    }
    if (!result.passed) {
      // Which answers are wrong is not told: it would let a guesser change one answer at a time.
      // The unanswered ones are what the learner sees anyway. With one left unanswered the
      // answer tells nothing of the others, so only a fully answered failure counts.
      if (result.unanswered.length > 0) {
        await reservation.giveBack();
      } else {
        // The statistics count a learner who answered everything and did not pass (issue 26).
        await recordLearningEvent(app.db, user?.id ?? null, educationId, 'not_passed');
        await recordAnswers(saved);
      }
      return { passed: false, unanswered: result.unanswered } satisfies CompletionResponse;
    }
    // A passed attempt is never counted as a failure.
    await reservation.giveBack();
    if (!user) {
      // Each anonymous pass is a completion of its own: limited per address and course.
      await rateLimit(
        app.db,
        reply,
        `completion-passes:ip:${clientAddressKey(request.ip)}:${educationId}`,
        RATE_LIMITS.anonymousPassesPerIpAndCourse,
      );
    }
    await recordAnswers(saved);
    const { certificateToken, evaluationToken } = await recordCompletion(app.db, {
      userId: user?.id ?? null,
      educationId,
      withCertificate: givesCertificate(education),
    });
    return {
      passed: true,
      certificate: certificateToken ? { token: certificateToken } : null,
      // Only a passed completion may evaluate (issue 37): its evaluation is saved with this token.
      evaluation: { token: evaluationToken },
    } satisfies CompletionResponse;
  });

  // The evaluation is part of the course: only for those who may take it (as its blocks are; the
  // operation's access kind), and only while it can be taken (issue 37: not before it opens, nor
  // after it closed).
  route(app, operations.saveEvaluation, async ({ education, body: input, user, request, reply }) => {
    requireOpenNow(education, Boolean(user));
    // Saves are limited: a logged-in person's per account, an anonymous one's per address (each
    // needs a passed completion's token now, issue 37, but a guesser's tries cost a query each).
    if (user) {
      await rateLimit(app.db, reply, `evaluation:user:${user.id}`, RATE_LIMITS.evaluationSavesPerUser);
    } else {
      await rateLimit(
        app.db,
        reply,
        `evaluation:ip:${clientAddressKey(request.ip)}`,
        RATE_LIMITS.evaluationSavesPerIp,
      );
    }
    requireAnswersFit(education, 'evaluation', input.answers, { maxBytes: REQUEST_ANSWER_BYTES_MAX });
    const saved = await saveEvaluation(app.db, {
      educationId: educationKey(education),
      answers: input.answers,
      token: input.token,
      userId: user?.id ?? null,
    });
    if ('refused' in saved) {
      throw saved.refused === 'already-given'
        ? conflict(EVALUATION_ALREADY_GIVEN)
        : forbidden(EVALUATION_NEEDS_COMPLETION);
    }
    return { evaluation_token: saved.token };
  });

  route(app, operations.requestCertificate, async ({ params, body: input, request, reply }) => {
    const education = await requireEducation(app.db, params.id);
    // Each request mails a PDF to the address given: limited per token and per address.
    await rateLimit(
      app.db,
      reply,
      `certificate-mail:ip:${clientAddressKey(request.ip)}`,
      RATE_LIMITS.certificateMailPerIp,
    );
    await rateLimit(
      app.db,
      reply,
      `certificate-mail:token:${input.token}`,
      RATE_LIMITS.certificateMailPerToken,
    );
    const requested = await issueCertificate(app.db, { ...input, educationId: educationKey(education) });
    if (!requested) {
      throw badRequest('Certifikatet kan inte utfärdas: slutför utbildningen först', 'token');
    }
    // A token gives one certificate, mailed once: it cannot send the PDF to other addresses.
    if (requested.status === 'spent') {
      throw new HttpError(409, CERTIFICATE_SPENT_MESSAGE, 'token');
    }
    const { certificate } = requested;
    const verifyUrl = certificateCheckUrl(app.config.publicUrl, certificate.code);
    try {
      await mailCertificate(certificate, education, input.email, verifyUrl);
    } catch (error) {
      // Not mailed: the token is not spent, the learner may ask again.
      await withdrawCertificate(app.db, certificate.id);
      throw error;
    }
    await recordLearningEvent(app.db, certificate.userId, certificate.educationId, 'certificate');
    return { code: certificate.code, verify_url: verifyUrl };
  });

  async function mailCertificate(
    certificate: CertificateRow,
    education: Education,
    email: string,
    verifyUrl: string,
  ): Promise<void> {
    const pdf = await certificatePdf({
      fullname: certificate.fullname,
      educationTitle: education.title,
      issuedAt: certificate.issuedAt,
      code: certificate.code,
      verifyUrl,
      verifiedEmail: certificate.verifiedEmail,
    });
    await app.mailer.send({
      to: email,
      kind: 'certificate',
      subject: `Ditt certifikat: ${education.title}`,
      // To any address the requester gives: the text quotes nothing the requester typed (the
      // name is on the certificate, the attached PDF), so it cannot pass it off as ours.
      text: `Hej!\n\nGrattis till genomförd utbildning. Ditt certifikat finns som bilaga.\nVerifieringskod: ${certificate.code}\nKontrollera certifikatet: ${verifyUrl}\n\nJämställdhetsmyndigheten`,
      attachments: [
        { filename: `certifikat-${certificate.code}.pdf`, content: pdf, contentType: 'application/pdf' },
      ],
    });
  }

  // A logged-in learner who completed the course gets a certificate token again, for a
  // certificate request in a later visit (the first token lives only in the tab that completed).
  // Once the certificate is issued there is none: the PDF is under Mina certifikat.
  route(app, operations.renewCertificateToken, async ({ params, user }) => {
    const education = await requireEducation(app.db, params.id);
    if (await hasIssuedCertificate(app.db, user.id, educationKey(education))) {
      throw new HttpError(409, CERTIFICATE_ISSUED_MESSAGE);
    }
    const token = givesCertificate(education)
      ? await renewCertificateToken(app.db, user.id, educationKey(education))
      : null;
    if (!token) {
      throw notFound('Du har inte slutfört utbildningen, eller den ger inget certifikat');
    }
    return { token };
  });

  route(app, operations.listMyCertificates, async ({ user }) => {
    const rows = await listUserCertificates(app.db, user.id);
    return rows.map((row) => ({
      code: row.code,
      education_id: row.educationId,
      education_title: row.educationTitle,
      fullname: row.fullname,
      issued_at: unixSeconds(row.issuedAt),
      url: `/api/user/educations/certificates/${row.code}/pdf`,
    }));
  });

  route(app, operations.certificatePdf, async ({ params, user, reply }) => {
    const certificate = CODE.test(params.code) ? await findCertificate(app.db, params.code) : null;
    // Someone else's certificate answers as if it did not exist.
    if (!certificate || certificate.userId !== user.id) {
      throw notFound('Certifikatet finns inte');
    }
    const pdf = await certificatePdf({
      fullname: certificate.fullname,
      educationTitle: certificate.educationTitle,
      issuedAt: certificate.issuedAt,
      code: certificate.code,
      verifyUrl: certificateCheckUrl(app.config.publicUrl, certificate.code),
      verifiedEmail: certificate.verifiedEmail,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="certifikat-${certificate.code}.pdf"`)
      .send(pdf);
  });

  // Public check of a certificate: name, course and date, and whether it was issued to a
  // logged-in account with a confirmed address (never the address itself).
  route(app, operations.checkCertificate, async ({ params }) => {
    const code = params.code.toUpperCase();
    const certificate = CODE.test(code) ? await findCertificate(app.db, code) : null;
    if (!certificate) {
      throw notFound('Det finns inget certifikat med den koden');
    }
    return {
      code: certificate.code,
      fullname: certificate.fullname,
      education_title: certificate.educationTitle,
      issued_at: unixSeconds(certificate.issuedAt),
      verified_email: certificate.verifiedEmail,
    };
  });
}
