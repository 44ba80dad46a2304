import type { CertificateSummary } from '@jamstalldhet/contract';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { useAsync } from '../../blocks-provider/use-async';
import { formatSwedishDate } from '../../engine/formatting/format';
import { tokenList } from '../../engine/formatting/token-list';
import { useLabels } from '../../i18n/labels';
import type { BlockProps } from '../../parts/block-props';
import { Heading } from '../../parts/heading';
import { LoadStatus } from '../../parts/load-status';
import { RichText } from '../../parts/rich-text';
import { myCertificatesLabels } from './my-certificates-labels';

/** Newest first: the certificate a learner just earned is the one they look for. */
function newestFirst(certificates: readonly CertificateSummary[]): CertificateSummary[] {
  return [...certificates].sort((a, b) => b.issued_at - a.issued_at);
}

/**
 * `my-certificates`: the logged-in learner's certificates, each with its course, name, date,
 * verification code and a link to the PDF when there is one.
 *
 * @example <MyCertificates block={block} />
 */
export function MyCertificates({ block, className, ...rest }: BlockProps) {
  const { api, user } = useBlocks();
  const t = useLabels(myCertificatesLabels);
  const loggedIn = Boolean(user?.loggedIn);
  const listCertificates = loggedIn ? api?.listCertificates : undefined;
  const { state, reload } = useAsync(
    listCertificates ? () => listCertificates() : undefined,
    listCertificates,
  );
  const itemHeadingOffset = block.title ? 1 : 0;

  return (
    <div
      className={tokenList('jb-my-certificates', className)}
      aria-busy={state.status === 'loading' || undefined}
      {...rest}
    >
      {block.title && <Heading className="jb-my-certificates__title">{block.title}</Heading>}
      <RichText className="jb-my-certificates__intro" html={block.html} />
      {!loggedIn && <p className="jb-my-certificates__message">{t['myCertificates.loggedOut']}</p>}
      {loggedIn && (
        <LoadStatus
          state={state}
          onRetry={reload}
          loading={t['myCertificates.loading']}
          error={t['myCertificates.error']}
          retry={t['myCertificates.retry']}
          className="jb-my-certificates__message"
        />
      )}
      {loggedIn && (state.status === 'idle' || (state.status === 'success' && state.data.length === 0)) && (
        <p className="jb-my-certificates__message">{t['myCertificates.empty']}</p>
      )}
      {state.status === 'success' && state.data.length > 0 && (
        <ul className="jb-my-certificates__list" aria-label={t['myCertificates.list']}>
          {newestFirst(state.data).map((certificate) => (
            <li key={certificate.code} className="jb-my-certificates__item">
              <Heading offset={itemHeadingOffset} className="jb-my-certificates__course">
                {certificate.education_title}
              </Heading>
              <dl className="jb-my-certificates__facts">
                <div>
                  <dt>{t['myCertificates.name']}</dt>
                  <dd>{certificate.fullname}</dd>
                </div>
                <div>
                  <dt>{t['myCertificates.issued']}</dt>
                  <dd>{formatSwedishDate(certificate.issued_at * 1000)}</dd>
                </div>
                <div>
                  <dt>{t['myCertificates.code']}</dt>
                  <dd className="jb-my-certificates__code">{certificate.code}</dd>
                </div>
              </dl>
              {certificate.url && (
                <a className="jb-my-certificates__download" href={certificate.url} download>
                  {t['myCertificates.download']}
                  <span className="jb-visually-hidden">: {certificate.education_title}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
