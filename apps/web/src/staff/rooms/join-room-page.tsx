import { FormField } from '@jamstalldhet/blocks';
import { type RoomJoinPreview, RoomJoinPreviewSchema } from '@jamstalldhet/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { sortServerError } from '../../accounts/form/server-error';
import { useApi } from '../../app/services';
import { StaffPage } from '../staff-page';

const FAILED = 'Det gick inte att gå med just nu. Försök igen.';

/**
 * `/mina-sidor/ga-med/{code?}`: a pupil joins a room with the teacher's code (issue 14). The
 * teacher's link carries the code: the page names the room and asks "Gå med i …?", and only
 * the button joins (issue 21), so a link opened by mistake, or by a link preview, changes
 * nothing (a visitor logs in first and comes back here). A code typed in the form joins on its
 * button. Then the pupil is taken to the room. A code that does not work leaves the form, with
 * the message next to the field.
 */
export function JoinRoomPage({ code: linked = '' }: { code?: string | undefined }) {
  const api = useApi();
  const [, navigate] = useLocation();
  const [code, setCode] = useState(linked);
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(linked !== '');
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<RoomJoinPreview | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The link's room is looked up once, when the page opens; joining waits for the button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the code in the address
  useEffect(() => {
    if (linked === '') {
      return;
    }
    let current = true;
    api
      .get(`/api/user/rooms/join?code=${encodeURIComponent(linked)}`)
      .then((answer) => {
        if (current) {
          setAsked(RoomJoinPreviewSchema.parse(answer));
        }
      })
      .catch((failure: unknown) => {
        if (current) {
          showFailure(failure);
        }
      })
      .finally(() => {
        if (current) {
          setLooking(false);
        }
      });
    return () => {
      current = false;
    };
  }, [linked]);

  // The question replaces the page's heading: focus goes there, so a screen reader hears it.
  useEffect(() => {
    if (asked) {
      heading.current?.focus();
    }
  }, [asked]);

  function showFailure(failure: unknown) {
    const sorted = sortServerError(failure, { fields: ['code'], failed: FAILED, showMessageFor: [404] });
    setAsked(null);
    setError(sorted.message);
    input.current?.focus();
  }

  async function join(event: React.FormEvent) {
    event.preventDefault();
    await send(asked ? linked : code);
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
      showFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  if (asked) {
    return (
      <StaffPage title={`Gå med i ${asked.title}?`} headingRef={heading}>
        <p role="status">{busy ? 'Du går med i rummet …' : ''}</p>
        {asked.member && <p>Du är redan med i rummet.</p>}
        <form className="web-staff-form" onSubmit={join}>
          <div>
            <button type="submit" className="jb-button" disabled={busy}>
              Gå med
            </button>
          </div>
        </form>
      </StaffPage>
    );
  }

  return (
    <StaffPage title="Gå med i ett rum">
      <p role="status">{looking ? 'Hämtar rummet …' : busy ? 'Du går med i rummet …' : ''}</p>
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
          <button type="submit" className="jb-button" disabled={busy || looking}>
            Gå med
          </button>
        </div>
      </form>
    </StaffPage>
  );
}
