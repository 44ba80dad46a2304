import { Button, ConfirmDialog } from '@jamstalldhet/blocks';
import { type AdminAccountDetails, operations, pageUrl, RoleChangeSchema } from '@jamstalldhet/contract';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { useCallState } from '../../data/use-call-state';
import { ApiError, isNotFound } from '../../http/api-error';
import { SiteLoadStatus } from '../../layout/site-load-status';
import { useApi, useAuth } from '../../site/services';
import { useToast } from '../../toast/toast-provider';
import { dayOf, fullName } from '../format';
import { ROLE_NAMES, roleTitle } from '../role-names';
import { StaffPage } from '../staff-page';
import { ADMIN_PATH } from '../staff-paths';

const TRAIL = [
  { title: 'Administration', href: ADMIN_PATH },
  { title: 'Konton', href: pageUrl('accounts') },
];

/** `/mina-sidor/administration/konton/{id}`: one account, its courses and rooms, and what can be changed. */
export function AccountDetailsPage({ accountId }: { accountId: string }) {
  const valid = /^\d{1,10}$/.test(accountId);
  const { state, reload } = useCallState(operations.getAccount, valid ? { params: { id: accountId } } : null);
  if (!valid || (state.status === 'error' && isNotFound(state.error))) {
    return (
      <StaffPage title="Kontot finns inte" trail={TRAIL}>
        <p>Kontot finns inte. Det kan ha tagits bort.</p>
      </StaffPage>
    );
  }
  if (state.status !== 'success') {
    return (
      <StaffPage title="Konto" trail={TRAIL}>
        <SiteLoadStatus call={{ state: state, reload: reload }} what="kontot" />
      </StaffPage>
    );
  }
  return <AccountView account={state.data} onChange={reload} />;
}

function AccountView({ account, onChange }: { account: AdminAccountDetails; onChange: () => void }) {
  const api = useApi();
  const toast = useToast();
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [role, setRole] = useState(account.role);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const roleId = useId();
  const own = user?.id === account.id;
  const name = fullName(account) || account.email;

  async function change(call: () => Promise<unknown>, done: string) {
    try {
      await call();
      toast(done);
      onChange();
    } catch (error) {
      toast(
        error instanceof ApiError && error.statusCode === 400
          ? error.message
          : 'Ändringen kunde inte sparas. Försök igen.',
        {
          kind: 'error',
        },
      );
    }
  }

  return (
    <StaffPage title={name} trail={TRAIL}>
      <dl>
        <dt>E-post</dt>
        <dd>
          {account.email} ({account.email_verified ? 'verifierad' : 'inte verifierad'})
        </dd>
        <dt>Roll</dt>
        <dd>{roleTitle(account.role)}</dd>
        <dt>Status</dt>
        <dd>{account.disabled ? 'Avstängt: kan inte logga in' : 'Aktivt'}</dd>
        <dt>Skapat</dt>
        <dd>{dayOf(account.created_at)}</dd>
      </dl>

      <section aria-labelledby={`${roleId}-courses`}>
        <h2 id={`${roleId}-courses`}>Utbildningar</h2>
        {account.educations.length === 0 ? (
          <p>Inga påbörjade utbildningar.</p>
        ) : (
          <ul>
            {account.educations.map((education) => (
              <li key={education.id}>
                {education.title}:{' '}
                {education.completed_at ? `genomförd ${dayOf(education.completed_at)}` : 'inte genomförd'}
              </li>
            ))}
          </ul>
        )}
        <h2>Rum</h2>
        {account.rooms.length === 0 ? (
          <p>Inte med i något rum.</p>
        ) : (
          <ul>
            {account.rooms.map((room) => (
              <li key={room.id}>
                {room.title} ({roleTitle(room.role).toLowerCase()})
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${roleId}-change`}>
        <h2 id={`${roleId}-change`}>Ändra</h2>
        {own ? (
          <p>
            Det här är ditt eget konto. Be en annan administratör om du vill ändra din roll eller ta bort
            kontot.
          </p>
        ) : (
          <>
            <form
              className="web-staff-form"
              onSubmit={(event) => {
                event.preventDefault();
                change(
                  // The chosen option, read as a role the contract knows (the list offers only those).
                  () =>
                    api.call(operations.changeAccountRole, {
                      params: { id: account.id },
                      body: RoleChangeSchema.parse({ role }),
                    }),
                  `${name} har nu rollen ${roleTitle(role).toLowerCase()}.`,
                );
              }}
            >
              <div className="jb-field">
                <label className="jb-field__label" htmlFor={roleId}>
                  Roll
                </label>
                <select id={roleId} value={role} onChange={(event) => setRole(event.target.value)}>
                  {Object.entries(ROLE_NAMES).map(([value, title]) => (
                    <option key={value} value={value}>
                      {title}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <Button type="submit" disabled={role === account.role}>
                  Spara rollen
                </Button>
              </div>
            </form>
            <div className="web-staff-actions">
              {!account.email_verified && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    change(
                      () => api.call(operations.resendAccountVerification, { params: { id: account.id } }),
                      `Ett nytt verifieringsmejl är skickat till ${account.email}.`,
                    )
                  }
                >
                  Skicka nytt verifieringsmejl
                </Button>
              )}
              <Button
                variant="secondary"
                onClick={() =>
                  account.disabled
                    ? change(
                        () =>
                          api.call(operations.setAccountDisabled, {
                            params: { id: account.id },
                            body: { disabled: false },
                          }),
                        'Kontot är aktiverat igen.',
                      )
                    : setConfirmDisable(true)
                }
              >
                {account.disabled ? 'Aktivera kontot' : 'Stäng av kontot'}
              </Button>
              <Button variant="secondary" onClick={() => setConfirmDelete(true)}>
                Ta bort kontot
              </Button>
            </div>
          </>
        )}
      </section>
      <ConfirmDialog
        open={confirmDisable}
        title={`Stäng av kontot för ${name}?`}
        confirmLabel="Stäng av kontot"
        cancelLabel="Avbryt"
        destructive
        onCancel={() => setConfirmDisable(false)}
        onConfirm={() => {
          setConfirmDisable(false);
          change(
            () =>
              api.call(operations.setAccountDisabled, {
                params: { id: account.id },
                body: { disabled: true },
              }),
            'Kontot är avstängt och utloggat.',
          );
        }}
      >
        <p>Personen loggas ut överallt och kan inte logga in förrän kontot aktiveras igen. Inget tas bort.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDelete}
        title={`Ta bort kontot för ${name}?`}
        confirmLabel="Ta bort kontot"
        cancelLabel="Avbryt"
        destructive
        onCancel={() => setConfirmDelete(false)}
        onConfirm={async () => {
          setConfirmDelete(false);
          try {
            await api.call(operations.deleteAccountByAdministrator, { params: { id: account.id } });
            toast(`Kontot för ${name} är borttaget.`);
            navigate(pageUrl('accounts'));
          } catch {
            toast('Kontot kunde inte tas bort. Försök igen.', { kind: 'error' });
          }
        }}
      >
        <p>
          Kontot och personens uppgifter tas bort: svar, ansökningar, rum och uppladdade filer. Utfärdade
          certifikat går fortfarande att kontrollera. Det går inte att ångra.
        </p>
      </ConfirmDialog>
    </StaffPage>
  );
}
