import { useEffect, useState } from 'react';
import { type EndStep, givesCertificate } from '../../engine/index';
import type { CoursePageProps } from '../course-page-props';
import { CourseBlockList, CourseFrame } from '../frame/course-frame';
import { useStepMeta } from '../frame/use-step-meta';
import { CourseLink } from '../host/course-link';
import { CourseNavigation } from '../navigation/course-navigation';
import { useStepNavigation } from '../navigation/use-step-navigation';
import { useCourseHost } from '../progress/course-progress-context';
import { CourseStepArticle } from './course-step-article';

const CERTIFICATE_BLOCK = 'education-certificate';

/** Asks for a new certificate token while `needed`; true while the answer is awaited. */
function useRecoveredToken(needed: boolean, recover: () => Promise<string | null>): boolean {
  const [recovering, setRecovering] = useState(needed);
  useEffect(() => {
    if (!needed) {
      setRecovering(false);
      return;
    }
    let current = true;
    setRecovering(true);
    void recover().finally(() => {
      if (current) {
        setRecovering(false);
      }
    });
    return () => {
      current = false;
    };
  }, [needed, recover]);
  return recovering;
}

/**
 * `/{slug}/tack` (SPEC §2): the education's completed section. Its certificate block gets the
 * token of this visit's passed completion through the course frame; a logged-in learner who
 * completed the course in an earlier visit gets a new token from the server, and is shown where
 * their certificates are kept. Once their certificate is issued its token is spent (issue 21):
 * the form gives way to where the certificate is. The way on leads back to the course, as the
 * engine's labels say.
 */
export function ThanksPage(props: CoursePageProps & { step: EndStep }) {
  const { page, education, course, loggedIn, completed, step } = props;
  useStepMeta(education, { kind: 'thanks' }, { section: 'completed' });
  const { labels: t, accountPaths } = useCourseHost();
  const withCertificate = givesCertificate(education);
  const issued = loggedIn && withCertificate && Boolean(education.user?.certificate);
  const needsToken = loggedIn && completed && withCertificate && !issued && course.certificateToken === null;
  const recovering = useRecoveredToken(needsToken, course.recoverCertificateToken);
  // Until the new token is here the certificate form would say "complete the course first",
  // which is untrue for this learner: it waits, and a status says why.
  const blocks =
    recovering || issued ? step.blocks.filter((block) => block.name !== CERTIFICATE_BLOCK) : step.blocks;
  const { previous, next, loadAhead } = useStepNavigation(props);

  return (
    <CourseFrame page={page} education={education} course={course}>
      <CourseStepArticle step="thanks" of={props} title={t['course.thanksTitle']}>
        <CourseBlockList blocks={blocks} />
        {recovering ? (
          <p role="status" className="jb-course-step__lead">
            {t['course.fetchingCertificate']}
          </p>
        ) : null}
        {loggedIn && (completed || issued) && withCertificate ? (
          <p className="jb-course-step__lead">
            {issued ? t['course.certificateIssuedLead'] : t['course.certificatesLead']}{' '}
            <CourseLink href={accountPaths.certificates}>{t['course.certificatesLink']}</CourseLink>.
          </p>
        ) : null}
        <CourseNavigation previous={previous} next={next} onIntent={loadAhead} />
      </CourseStepArticle>
    </CourseFrame>
  );
}
