import { formatSwedishDay } from '@jamstalldhet/blocks/engine';
import { type AccessibilityDeviation, operations, operationUrl } from '@jamstalldhet/contract';
import { useId } from 'react';
import useSWR from 'swr';
import { useApi } from '../../site/services';
import './accessibility-status.css';

// Why a known deviation is there: the administrator's reason, or that it predates the check.
function reasonOf(deviation: AccessibilityDeviation): string {
  return deviation.motivering === null
    ? 'Publicerades innan innehållet kontrollerades.'
    : `Motivering: ${deviation.motivering}`;
}

/**
 * The accessibility statement's generated part, in DIGG's model (issue 40): how far the published
 * content complies, its known deviations with the reasons they were published, and the date of
 * the last check. Worked out by the API from what is published; the page's own text is above it.
 */
export function AccessibilityStatus() {
  const api = useApi();
  const headingId = useId();
  const { data: statement, error } = useSWR(operationUrl(operations.getAccessibilityStatement), () =>
    api.call(operations.getAccessibilityStatement),
  );
  if (!statement) {
    return error ? (
      <p className="web-accessibility-status">Kontrollen av innehållet kunde inte visas just nu.</p>
    ) : null;
  }
  return (
    <section className="web-accessibility-status" aria-labelledby={headingId}>
      <h2 id={headingId}>Innehållets tillgänglighet</h2>
      {statement.checked_at === null ? (
        <p>Innehållet har inte kontrollerats ännu.</p>
      ) : (
        <>
          <p>
            Enligt den automatiska kontrollen av det publicerade innehållet är webbplatsen{' '}
            <strong>{statement.status}</strong> med lagen (2018:1937) om tillgänglighet till digital offentlig
            service. Kontrollen gäller utbildningarnas och sidornas innehåll och görs varje gång något
            publiceras.
          </p>
          <p>Senaste kontroll: {formatSwedishDay(statement.checked_at)}.</p>
        </>
      )}
      {statement.deviations.length === 0 ? (
        <p>Kontrollen har inte hittat några brister i det publicerade innehållet.</p>
      ) : (
        <>
          <h3>Kända brister i innehållet</h3>
          <ul className="web-accessibility-status__list">
            {statement.deviations.map((deviation, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read, never reordered
              <li key={index}>
                {/* The rule's message speaks to editors; the statement names the rule. */}
                <strong>{deviation.document}</strong>, {deviation.where}: {deviation.rule}.{' '}
                {reasonOf(deviation)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
