import { Button, FormField } from '@jamstalldhet/blocks';
import { operations, pageUrl } from '@jamstalldhet/contract';
import { useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCallState } from '../../data/use-call-state';
import { SiteLoadStatus } from '../../layout/site-load-status';
import { SiteLink } from '../../site/site-link';
import { fullName } from '../format';
import { roleTitle } from '../role-names';
import { ScrollingTable } from '../scrolling-table';
import { StaffPage } from '../staff-page';
import { ADMIN_PATH, accountPath } from '../staff-paths';

const ACCOUNTS_PATH = pageUrl('accounts');

/** `/mina-sidor/administration/konton?q=…`: find accounts by name or e-mail. The search is in the address. */
export function AccountsPage() {
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch()).get('q') ?? '';
  const [text, setText] = useState(query);
  const resultsId = useId();
  const { state, reload } = useCallState(operations.searchAccounts, query ? { query: { q: query } } : null);

  return (
    <StaffPage title="Konton" trail={[{ title: 'Administration', href: ADMIN_PATH }]}>
      <search>
        <form
          className="web-staff-form"
          onSubmit={(event) => {
            event.preventDefault();
            navigate(text.trim() ? `${ACCOUNTS_PATH}?q=${encodeURIComponent(text.trim())}` : ACCOUNTS_PATH);
          }}
        >
          <FormField
            label="Sök konto"
            hint="Skriv en del av namnet eller e-postadressen."
            type="search"
            name="q"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
          />
          <div>
            <Button type="submit">Sök</Button>
          </div>
        </form>
      </search>
      {query && (
        <section aria-labelledby={resultsId}>
          <h2 id={resultsId}>Träffar för ”{query}”</h2>
          <SiteLoadStatus
            call={{ state: state, reload: reload }}
            loading="Söker …"
            error="Sökningen misslyckades."
          />
          {state.status === 'success' && (
            <p role="status">
              {state.data.length === 0
                ? 'Inga konton hittades.'
                : state.data.length === 50
                  ? 'De första 50 kontona visas. Skriv mer för att hitta rätt.'
                  : `${state.data.length} konton hittades.`}
            </p>
          )}
          {state.status === 'success' && state.data.length > 0 && (
            <ScrollingTable caption="Konton" columns={['Namn', 'E-post', 'Roll', 'Status']}>
              {state.data.map((account) => (
                <tr key={account.id}>
                  <th scope="row">
                    <SiteLink href={accountPath(account.id)}>{fullName(account) || account.email}</SiteLink>
                  </th>
                  <td>{account.email}</td>
                  <td>{roleTitle(account.role)}</td>
                  <td>
                    {account.disabled ? 'Avstängt' : 'Aktivt'}
                    {account.email_verified ? '' : ', e-post ej verifierad'}
                  </td>
                </tr>
              ))}
            </ScrollingTable>
          )}
        </section>
      )}
    </StaffPage>
  );
}
