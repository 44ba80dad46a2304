import { Button } from '@jamstalldhet/blocks';
import { type ContentEntry, operations } from '@jamstalldhet/contract';
import { useId, useState } from 'react';
import { useCallState } from '../../data/use-call-state';
import { SiteLoadStatus } from '../../layout/site-load-status';
import { SiteLink } from '../../site/site-link';
import { momentOf } from '../format';
import { StaffPage } from '../staff-page';
import { ContentActions } from './content-actions';
import { editorPath, SETTINGS_EDITOR_PATH } from './content-paths';
import { useContentRole } from './content-role';
import { CONTENT_STATE_NAMES, kindName, REVIEW_STATE_NAMES } from './content-state-names';
import { ImportDocument } from './import-document';
import { NewDocumentForm } from './new-document-form';
import { WaitingForReview } from './waiting-for-review';
import './content-editor.css';
import { ScrollingTable } from '../scrolling-table';
import { EDITOR_KINDS } from './editor-kinds';

type Filter = 'all' | 'education' | 'page' | 'room' | 'review';

const FILTERS: ReadonlyArray<[Filter, string]> = [
  ['all', 'Allt'],
  ['education', 'Utbildningar'],
  ['page', 'Sidor'],
  ['room', 'Rum'],
  ['review', REVIEW_STATE_NAMES.pending],
];

// "Sök": every word in the title or the address, whatever the case.
function found(entry: ContentEntry, query: string): boolean {
  const text = `${entry.title} /${entry.slug ?? ''}`.toLocaleLowerCase('sv');
  return query
    .toLocaleLowerCase('sv')
    .split(/\s+/)
    .every((word) => text.includes(word));
}

function matches(entry: ContentEntry, filter: Filter): boolean {
  const kind = EDITOR_KINDS[entry.kind];
  if (filter === 'all') {
    return kind.listed;
  }
  if (filter === 'review') {
    return entry.review?.state === 'pending';
  }
  const room = kind.rooms && entry.post_type === 'room';
  return filter === 'room' ? room : entry.kind === filter && !room;
}

/**
 * `/mina-sidor/administration/innehall` (issues 24, 36): every page, course and room with its
 * state (and its review's), who changed it last and when; "Sök" over titles and addresses and a
 * filter by kind or "Väntar på granskning"; a new course or page; the site settings. For
 * administrators also what waits for their review, a document imported from a file, and per
 * document "Kopiera", "Exportera", "Avpublicera" and "Ta bort".
 */
export function ContentListPage() {
  const entries = useCallState(operations.listContent);
  const { mayPublish, listTrail } = useContentRole();
  const [filter, setFilter] = useState<Filter>('all');
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState('');
  const searchId = useId();
  const [creating, setCreating] = useState<'education' | 'page' | null>(null);
  const filterId = useId();
  const shown =
    entries.state.status === 'success'
      ? entries.state.data.filter((entry) => matches(entry, filter) && found(entry, query.trim()))
      : [];
  return (
    <StaffPage title="Innehåll" trail={listTrail}>
      {mayPublish && entries.state.status === 'success' && <WaitingForReview entries={entries.state.data} />}
      <div className="web-staff-actions">
        <Button onClick={() => setCreating('education')}>Ny utbildning</Button>
        <Button onClick={() => setCreating('page')}>Ny sida</Button>
        {/* The settings are the administrators' (the API refuses editors' changes to them). */}
        {mayPublish && <SiteLink href={SETTINGS_EDITOR_PATH}>Webbplatsinställningar</SiteLink>}
      </div>
      {creating && <NewDocumentForm key={creating} kind={creating} onCancel={() => setCreating(null)} />}
      {mayPublish && <ImportDocument />}
      <p role="status" aria-live="polite" className="web-editor-message">
        {message}
      </p>
      <div className="jb-field web-content-filter">
        <label className="jb-field__label" htmlFor={searchId}>
          Sök
        </label>
        <input
          id={searchId}
          className="jb-field__input"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="jb-field web-content-filter">
        <label className="jb-field__label" htmlFor={filterId}>
          Visa
        </label>
        <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
          {FILTERS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <SiteLoadStatus call={entries} what="innehållet" />
      {entries.state.status === 'success' && (
        <>
          <p role="status">{shown.length === 1 ? '1 dokument visas.' : `${shown.length} dokument visas.`}</p>
          <ScrollingTable
            caption="Sidor, utbildningar och rum"
            columns={[
              'Titel',
              'Sort',
              'Status',
              'Senast ändrad av',
              'Ändrad',
              mayPublish && (
                <span key="actions" className="jb-visually-hidden">
                  Åtgärder
                </span>
              ),
            ]}
          >
            {shown.map((entry) => (
              <tr key={`${entry.kind}-${entry.id}`}>
                <th scope="row">
                  <SiteLink href={editorPath(entry.kind, entry.id)}>
                    {entry.title || `/${entry.slug}`}
                  </SiteLink>
                </th>
                <td>{kindName(entry)}</td>
                <td>
                  {CONTENT_STATE_NAMES[entry.state]}
                  {entry.review && (
                    <span className="web-content-review" data-review={entry.review.state}>
                      <span className="jb-visually-hidden">, </span>
                      {REVIEW_STATE_NAMES[entry.review.state]}
                    </span>
                  )}
                </td>
                <td>{entry.changed_by ?? '–'}</td>
                <td>{entry.changed_at === null ? '–' : momentOf(entry.changed_at)}</td>
                {mayPublish && (
                  <td>
                    <ContentActions entry={entry} announce={setMessage} onChanged={entries.reload} />
                  </td>
                )}
              </tr>
            ))}
          </ScrollingTable>
        </>
      )}
    </StaffPage>
  );
}
