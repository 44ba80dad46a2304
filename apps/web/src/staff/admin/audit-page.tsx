import { Button } from '@jamstalldhet/blocks';
import { type AuditEntry, operations } from '@jamstalldhet/contract';
import { useRef, useState } from 'react';
import { useCallState } from '../../data/use-call-state';
import { SiteLoadStatus } from '../../layout/site-load-status';
import { momentOf } from '../format';
import { ScrollingTable } from '../scrolling-table';
import { StaffPage } from '../staff-page';
import { ADMIN_PATH } from '../staff-paths';

const PAGE_SIZE = 50;

const ACTION_NAMES: Record<string, string> = {
  'access.approve': 'Godkände ansökan',
  'access.deny': 'Avslog ansökan',
  'account.role': 'Ändrade roll',
  'account.disable': 'Stängde av konto',
  'account.enable': 'Aktiverade konto',
  'account.delete': 'Tog bort konto',
  'account.resend-verification': 'Skickade nytt verifieringsmejl',
  'report.answered': 'Markerade rapport',
  'room.create': 'Skapade rum',
  'room.teachers': 'Ändrade lärare',
  'room.invite': 'Skapade kod till rum',
  'room.join': 'Gick med i rum',
  'room.remove-member': 'Tog bort deltagare',
};

/** What the details say, in a line: the role change, the course, the teachers. */
function detailText(entry: AuditEntry): string {
  const { details } = entry;
  if (entry.action === 'account.role') {
    return `${String(details.from || 'ingen roll')} → ${String(details.to || 'ingen roll')}`;
  }
  if (entry.action === 'report.answered') {
    return details.answered ? 'besvarad' : 'obesvarad';
  }
  if (typeof details.education_title === 'string') {
    return details.education_title;
  }
  if (Array.isArray(details.teachers)) {
    return `lärare: ${details.teachers.join(', ') || 'inga'}`;
  }
  if (typeof details.name === 'string') {
    return details.name;
  }
  return '';
}

/** `/mina-sidor/administration/logg`: who changed what and when, newest first, 50 at a time. */
export function AuditPage() {
  const [before, setBefore] = useState<number[]>([]);
  const cursor = before.at(-1);
  const { state, reload } = useCallState(operations.readAuditLog, { query: { before: cursor || undefined } });
  const entries = state.status === 'success' ? state.data : [];
  const heading = useRef<HTMLHeadingElement>(null);
  // Paging replaces the table: focus goes to the page's heading, to read on from the top.
  const page = (change: (list: number[]) => number[]) => {
    setBefore(change);
    heading.current?.focus();
  };
  return (
    <StaffPage
      title="Ändringslogg"
      trail={[{ title: 'Administration', href: ADMIN_PATH }]}
      headingRef={heading}
    >
      <SiteLoadStatus call={{ state: state, reload: reload }} what="loggen" />
      {state.status === 'success' && entries.length === 0 && <p>Inga ändringar ännu.</p>}
      {entries.length > 0 && (
        <ScrollingTable
          caption="Ändringar, nyast först"
          columns={['När', 'Vem', 'Vad', 'Gäller', 'Detaljer']}
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{momentOf(entry.at)}</td>
              <td>{entry.actor_email ?? 'Kommandoraden'}</td>
              <td>{ACTION_NAMES[entry.action] ?? entry.action}</td>
              <td>{entry.target}</td>
              <td>{detailText(entry)}</td>
            </tr>
          ))}
        </ScrollingTable>
      )}
      <div className="web-staff-actions">
        {before.length > 0 && (
          <Button variant="secondary" onClick={() => page((list) => list.slice(0, -1))}>
            Nyare ändringar
          </Button>
        )}
        {entries.length === PAGE_SIZE && (
          <Button variant="secondary" onClick={() => page((list) => [...list, entries.at(-1)?.id ?? 0])}>
            Äldre ändringar
          </Button>
        )}
      </div>
    </StaffPage>
  );
}
