import { Button } from '@jamstalldhet/blocks';
import { type AdminAccessRequest, operations } from '@jamstalldhet/contract';
import { useId, useRef, useState } from 'react';
import { useCallState } from '../../data/use-call-state';
import { SiteLoadStatus } from '../../layout/site-load-status';
import { useApi } from '../../site/services';
import { useToast } from '../../toast/toast-provider';
import { dayOf, fullName, momentOf } from '../format';
import { ScrollingTable } from '../scrolling-table';
import { StaffPage } from '../staff-page';
import { ADMIN_PATH } from '../staff-paths';

const requestKey = (request: AdminAccessRequest) => `${request.education_id}:${request.user_id}`;

type Decision = 'approve' | 'deny';

/** `/mina-sidor/administration/ansokningar`: pending access requests, decided one or many at a time. */
export function AccessRequestsPage() {
  const api = useApi();
  const toast = useToast();
  const pending = useCallState(operations.listAccessRequests, { query: { status: 'pending' } });
  const decisions = useCallState(operations.readAuditLog, { query: { action: 'access' } });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const historyId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const requests = pending.state.status === 'success' ? pending.state.data : [];

  async function decide(decision: Decision, targets: readonly AdminAccessRequest[]) {
    setBusy(true);
    try {
      const answer = await api.call(operations.decideAccessRequests, {
        body: {
          decision,
          requests: targets.map((request) => ({
            education_id: request.education_id,
            user_id: request.user_id,
          })),
        },
      });
      // Counted are the requests this decision changed (another administrator may have been first).
      const done = answer.results.filter((result) => result.changed).length;
      const unmailed = answer.results.filter((result) => result.changed && !result.mailed).length;
      const [one, many] = decision === 'approve' ? ['godkänd', 'godkända'] : ['avslagen', 'avslagna'];
      toast(
        done === 1
          ? `1 ansökan är ${one}. Personen får ett mejl.`
          : `${done} ansökningar är ${many}. Var och en får ett mejl.`,
      );
      if (unmailed > 0) {
        toast(
          `${unmailed} av beskeden kunde inte mejlas. Beslutet gäller ändå; kontakta personen på annat sätt.`,
          {
            kind: 'error',
          },
        );
      }
      setChosen(new Set());
      pending.reload();
      decisions.reload();
      // The decided rows are gone: focus goes to the list's heading, not to the page's top.
      listHeading.current?.focus();
    } catch {
      toast('Beslutet kunde inte sparas. Försök igen.', { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      next.has(key) ? next.delete(key) : next.add(key);
      return next;
    });
  const chosenRequests = requests.filter((request) => chosen.has(requestKey(request)));

  return (
    <StaffPage title="Ansökningar" trail={[{ title: 'Administration', href: ADMIN_PATH }]}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} ref={listHeading} tabIndex={-1}>
          Väntande ansökningar ({requests.length})
        </h2>
        <SiteLoadStatus call={pending} what="ansökningarna" />
        {pending.state.status === 'success' && requests.length === 0 && (
          <p>Det finns inga väntande ansökningar.</p>
        )}
        {requests.length > 0 && (
          <>
            <ScrollingTable
              caption="Ansökningar som väntar på beslut, äldst först"
              columns={[
                'Välj',
                'Namn',
                'E-postadress',
                'Utbildning',
                'Organisation',
                'Befattning',
                'Ansökt',
                'Beslut',
              ]}
            >
              {requests.map((request) => {
                const key = requestKey(request);
                const who = `${fullName(request)}, ${request.education_title}`;
                return (
                  <tr key={key}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Välj ${who}`}
                        checked={chosen.has(key)}
                        onChange={() => toggle(key)}
                      />
                    </td>
                    <th scope="row">
                      {fullName(request)}
                      <br />
                      <a href={`mailto:${request.email}`}>{request.email}</a>
                    </th>
                    {/* Said in words: an address nobody has verified may not be the person's own. */}
                    <td>{request.email_verified ? 'Verifierad' : 'Ej verifierad'}</td>
                    <td>{request.education_title}</td>
                    <td>{request.organization ?? 'Inte angiven'}</td>
                    <td>{request.work_title ?? 'Inte angiven'}</td>
                    <td>{dayOf(request.created_at)}</td>
                    <td>
                      <div className="web-staff-actions">
                        <Button disabled={busy} onClick={() => decide('approve', [request])}>
                          Godkänn<span className="jb-visually-hidden"> {who}</span>
                        </Button>
                        <Button variant="secondary" disabled={busy} onClick={() => decide('deny', [request])}>
                          Avslå<span className="jb-visually-hidden"> {who}</span>
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </ScrollingTable>
            <div className="web-staff-actions">
              <Button
                disabled={busy || chosenRequests.length === 0}
                onClick={() => decide('approve', chosenRequests)}
              >
                Godkänn valda ({chosenRequests.length})
              </Button>
              <Button
                variant="secondary"
                disabled={busy || chosenRequests.length === 0}
                onClick={() => decide('deny', chosenRequests)}
              >
                Avslå valda ({chosenRequests.length})
              </Button>
            </div>
          </>
        )}
      </section>
      <section aria-labelledby={historyId}>
        <h2 id={historyId}>Senaste besluten</h2>
        <SiteLoadStatus call={decisions} what="besluten" />
        {decisions.state.status === 'success' && decisions.state.data.length === 0 && (
          <p>Inga beslut ännu.</p>
        )}
        {decisions.state.status === 'success' && decisions.state.data.length > 0 && (
          <ScrollingTable
            caption="De senaste 50 besluten, nyast först"
            columns={['När', 'Beslut', 'Person', 'Utbildning', 'Beslutat av']}
          >
            {decisions.state.data.map((entry) => (
              <tr key={entry.id}>
                <td>{momentOf(entry.at)}</td>
                <td>{entry.action === 'access.approve' ? 'Godkänd' : 'Avslagen'}</td>
                <td>{entry.target}</td>
                <td>{String(entry.details.education_title ?? '')}</td>
                <td>{entry.actor_email ?? 'Kommandoraden'}</td>
              </tr>
            ))}
          </ScrollingTable>
        )}
      </section>
    </StaffPage>
  );
}
