import { Button } from '@jamstalldhet/blocks';
import { operations, type TeacherRoom } from '@jamstalldhet/contract';
import { useId, useState } from 'react';
import { useApi } from '../../site/services';
import { useToast } from '../../toast/toast-provider';
import { momentOf } from '../format';
import { joinPath } from '../staff-paths';

/** The room's join code and link, and a button that makes a new one (the old one stops working). */
export function InviteSection({ room, onChange }: { room: TeacherRoom; onChange: () => void }) {
  const api = useApi();
  const toast = useToast();
  const headingId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const invite = room.invite && !room.invite.expired ? room.invite : null;
  const link = invite ? `${window.location.origin}${joinPath(invite.code)}` : '';

  async function renew() {
    setBusy(true);
    try {
      await api.call(operations.renewRoomInvite, { params: { id: room.id } });
      toast('En ny kod är skapad.');
      onChange();
    } catch {
      toast('Koden kunde inte skapas. Försök igen.', { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast('Länken är kopierad.');
    } catch {
      toast('Länken kunde inte kopieras. Markera den och kopiera den själv.', { kind: 'error' });
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Bjud in elever</h2>
      {invite ? (
        <>
          <p>
            Eleverna loggar in och skriver koden på sidan Gå med i ett rum, eller öppnar länken. Koden gäller
            till {momentOf(invite.expires_at)}.
          </p>
          <p>
            Kod: <strong className="web-staff-code">{invite.code}</strong>
          </p>
          <p>
            Länk: <a href={link}>{link}</a>
          </p>
        </>
      ) : (
        <p>
          {room.invite?.expired ? 'Koden har gått ut.' : 'Rummet har ingen kod ännu.'} Skapa en kod att dela
          med eleverna.
        </p>
      )}
      <div className="web-staff-actions">
        {invite && (
          <Button variant="secondary" onClick={copy}>
            Kopiera länken
          </Button>
        )}
        <Button onClick={renew} disabled={busy} aria-describedby={invite ? hintId : undefined}>
          {invite ? 'Skapa en ny kod' : 'Skapa en kod'}
        </Button>
        {invite && (
          <span id={hintId} className="jb-field__hint">
            Den gamla koden slutar då att fungera.
          </span>
        )}
      </div>
    </section>
  );
}
