import { operations, type TeacherRoom } from '@jamstalldhet/contract';
import { useId } from 'react';
import { useCallState } from '../../data/use-call-state';
import { SiteLoadStatus } from '../../layout/site-load-status';
import { useApi } from '../../site/services';
import { dayOf, fullName } from '../format';
import { ScrollingTable } from '../scrolling-table';

/** Each pupil's status and chapters in the room's course, and the same table as CSV for Excel. */
export function ResultsSection({ room }: { room: TeacherRoom }) {
  const api = useApi();
  const headingId = useId();
  const { state, reload } = useCallState(operations.getRoomResults, { params: { id: room.id } });
  const rows = state.status === 'success' ? state.data : [];

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Resultat</h2>
      <SiteLoadStatus call={{ state: state, reload: reload }} what="resultaten" />
      {state.status === 'success' && rows.length === 0 && <p>Det finns inga resultat ännu.</p>}
      {rows.length > 0 && (
        <>
          <ScrollingTable
            caption={<>Elevernas resultat i {rows[0]?.education_title}</>}
            columns={['Namn', 'Status', 'Kapitel klara', 'Genomförd']}
          >
            {rows.map((row) => (
              <tr key={row.user_id}>
                <th scope="row">{fullName(row)}</th>
                <td>{row.status_name}</td>
                <td>
                  {row.chapters_done} av {row.chapters_total}
                </td>
                <td>{row.completed_at === null ? 'Ännu inte' : dayOf(row.completed_at)}</td>
              </tr>
            ))}
          </ScrollingTable>
          <p>
            <a href={api.link(operations.roomResultsCsv, { params: { id: room.id } })} download>
              Ladda ner resultaten som CSV (för Excel)
            </a>
          </p>
        </>
      )}
    </section>
  );
}
