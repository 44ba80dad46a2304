import { formatSwedishDay } from '@jamstalldhet/blocks/engine';
import { useRef } from 'react';
import { useFocusOnChange } from '../accounts/use-focus-on-change';
import { SiteLoadStatus } from '../layout/site-load-status';
import { useDocumentMeta } from '../meta';
import { SiteLink } from '../site/site-link';
import { certificateCode } from './certificate-code';
import { type CheckedCertificate, useCertificateCheck } from './use-certificate-check';
import './certificate-check-page.css';
import { CERTIFICATE_PROOF_TEXTS, PAGES } from '@jamstalldhet/contract';

export const CERTIFICATE_CHECK_TITLE = PAGES.certificateCheck.title;
export const GENUINE_HEADING = 'Certifikatet är äkta';
export const UNKNOWN_HEADING = 'Det finns inget certifikat med den koden';

/**
 * `/intyg/{code}`: the public check of a certificate, the address its QR code leads to. A
 * genuine one is confirmed with the name, course, date and code and nothing more, and what it
 * proves of the learner is said plainly (the name is their own words; issue 21); an unknown
 * or malformed code is told plainly (it is an answer, not an error). The page names a person,
 * so search engines are asked to skip it.
 */
export function CertificateCheckPage({ code }: { code: string }) {
  useDocumentMeta({ title: CERTIFICATE_CHECK_TITLE, noindex: true });
  const validCode = certificateCode(code);
  const { state, reload } = useCertificateCheck(validCode);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcome = validCode === null ? 'unknown' : state.status === 'success' ? state.data.kind : 'checking';
  // The answer replaces the heading: keyboard and screen-reader users are taken to it.
  useFocusOnChange(headingRef, outcome);

  const heading =
    outcome === 'genuine'
      ? GENUINE_HEADING
      : outcome === 'unknown'
        ? UNKNOWN_HEADING
        : CERTIFICATE_CHECK_TITLE;
  return (
    <article className="web-certificate-check" data-outcome={outcome}>
      <h1 ref={headingRef} className="web-certificate-check__title" tabIndex={-1}>
        {heading}
      </h1>
      {outcome === 'checking' && (
        <SiteLoadStatus
          call={{ state: state, reload: reload }}
          loading="Kontrollerar certifikatet …"
          error="Certifikatet kunde inte kontrolleras just nu."
        />
      )}
      {state.status === 'success' && state.data.kind === 'genuine' && (
        <GenuineCertificate certificate={state.data.certificate} />
      )}
      {outcome === 'unknown' && <UnknownCode code={validCode} />}
      <p className="web-certificate-check__actions">
        <SiteLink className="jb-button" href="/">
          Till startsidan
        </SiteLink>
      </p>
    </article>
  );
}

function GenuineCertificate({ certificate }: { certificate: CheckedCertificate }) {
  return (
    <div className="web-certificate-check__result">
      <p>
        Certifikatet är utfärdat av Jämställdhetsmyndighetens webbutbildningar för en genomförd utbildning.
      </p>
      <dl className="web-certificate-check__facts">
        <dt>Namn</dt>
        <dd>{certificate.fullname}</dd>
        <dt>Utbildning</dt>
        <dd>{certificate.education_title}</dd>
        <dt>Datum</dt>
        {/* The day only, as printed on the certificate. */}
        <dd>{formatSwedishDay(certificate.issued_at * 1000)}</dd>
        <dt>Verifieringskod</dt>
        <dd className="web-certificate-check__code">{certificate.code}</dd>
      </dl>
      <p>{CERTIFICATE_PROOF_TEXTS.selfDeclaredName}</p>
      {certificate.verified_email === true && <p>{CERTIFICATE_PROOF_TEXTS.verifiedEmail}</p>}
    </div>
  );
}

function UnknownCode({ code }: { code: string | null }) {
  return (
    <div className="web-certificate-check__result">
      {code && (
        <p>
          Koden <span className="web-certificate-check__code">{code}</span> hör inte till något certifikat som
          har utfärdats här.
        </p>
      )}
      <p>
        Kontrollera att adressen eller koden är rätt skriven. Koden står på certifikatet och består av tre
        grupper med fyra tecken, till exempel ABCD-EFGH-JKLM.
      </p>
    </div>
  );
}
