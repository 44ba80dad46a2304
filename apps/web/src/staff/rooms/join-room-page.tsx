import { Button, FormField } from '@jamstalldhet/blocks';
import { operations, operationUrl, type RoomJoinPreview } from '@jamstalldhet/contract';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import { sortServerError } from '../../accounts/form/server-error';
import { readOnEveryVisit } from '../../data/swr-config';
import { useApi } from '../../site/services';
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

  // The link's room is looked up when the page opens; joining waits for the button.
  useSWR(
    linked === '' ? null : operationUrl(operations.previewRoomJoin, { query: { code: linked } }),
    () => api.call(operations.previewRoomJoin, { query: { code: linked } }),
    {
      ...readOnEveryVisit,
      onSuccess: (preview) => {
        setAsked(preview);
        setLooking(false);
      },
      onError: (failure: unknown) => {
        showFailure(failure);
        setLooking(false);
      },
    },
  );

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
      const room = await api.call(operations.joinRoom, { body: { code: typed } });
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
            <Button type="submit" disabled={busy}>
              Gå med
            </Button>
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
          <Button type="submit" disabled={busy || looking}>
            Gå med
          </Button>
        </div>
      </form>
    </StaffPage>
  );
}
