import { NotFoundPage } from '../../pages/not-found-page';
import { kindOfSegment } from './content-paths';
import { DocumentEditor } from './document-editor';

/** `/mina-sidor/administration/innehall/{utbildning|sida|installningar}/{id}`: one document's editor. */
export function ContentEditorRoute({ kindSegment, id }: { kindSegment: string; id: string }) {
  const kind = kindOfSegment(kindSegment);
  const number = Number(id);
  if (kind === null || !/^\d{1,9}$/.test(id) || number < 1) {
    return <NotFoundPage />;
  }
  // A new editor for another document: nothing of one document's state leaks into the next.
  return <DocumentEditor key={`${kind}-${number}`} kind={kind} id={number} />;
}
