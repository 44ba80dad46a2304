import { FormField } from '@jamstalldhet/blocks';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { sortServerError } from '../../accounts/form/server-error';
import { useApi } from '../../app/services';
import { StaffPage } from '../staff-page';

/**
 * `/mina-sidor/ga-med/{code?}`: a pupil joins a room with the teacher's code (issue 14). The
 * teacher's link carries the code and joins at once (a visitor logs in first and comes back
 * here); a code typed in the form joins on its button. Then the pupil is taken to the room. A
 * code that does not work leaves the form, with the message next to the field.
 */
export function JoinRoomPage({ code: linked = '' }: { code?: string | undefined }) {
  const api = useApi();
  const [, navigate] = useLocation();
  const [code, setCode] = useState(linked);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(linked !== '');
  const input = useRef<HTMLInputElement>(null);
  const joinedFromLink = useRef(false);

  // The link's code is sent once, when the page opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the code in the address
  useEffect(() => {
    if (linked !== '' && !joinedFromLink.current) {
      joinedFromLink.current = true;
      void send(linked);
    }
  }, [linked]);

  async function join(event: React.FormEvent) {
    event.preventDefault();
    await send(code);
  }

  async function send(typed: string) {
    if (typed.trim() === '') {
      setError('Skriv koden du har fått av din lärare.');
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const room = await api.post<{ slug: string }>('/api/user/rooms/join', { code: typed });
      navigate(`/${room.slug}`);
    } catch (failure) {
      const sorted = sortServerError(failure, {
        fields: ['code'],
        failed: 'Det gick inte att gå med just nu. Försök igen.',
      });
      setError(sorted.message);
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <StaffPage title="Gå med i ett rum">
      <p role="status">{busy ? 'Du går med i rummet …' : ''}</p>
      <form className="web-staff-form" onSubmit={join} noValidate>
        <FormField
          ref={input}
          label="Kod"
          hint="Koden har åtta tecken, till exempel K7MX3QPA. Den finns hos din lärare."
          error={error ?? undefined}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
        />
        <div>
          <button type="submit" className="jb-button" disabled={busy}>
            Gå med
          </button>
        </div>
      </form>
    </StaffPage>
  );
}
