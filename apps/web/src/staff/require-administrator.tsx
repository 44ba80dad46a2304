import { isAdministratorRole } from '@jamstalldhet/blocks/engine';
import type { ReactNode } from 'react';
import { RequireLogin } from '../routing/guards';
import { useAuth } from '../site/services';
import { StaffPage } from './staff-page';

/**
 * A staff page for the roles `may` allows (administrators unless said): a login is needed, and a
 * logged-in user without the role is told so. The server refuses their calls anyway (403); this
 * only spares the attempt.
 */
export function RequireAdministrator({
  children,
  may = isAdministratorRole,
}: {
  children: ReactNode;
  may?: (role: string | null | undefined) => boolean;
}) {
  const { user } = useAuth();
  return <RequireLogin>{may(user?.role) ? children : <NotAllowed />}</RequireLogin>;
}

/** What someone without the right role sees on a staff page. */
export function NotAllowed() {
  return (
    <StaffPage title="Du har inte behörighet till sidan">
      <p>Sidan är till för administratörer. Om du behöver komma åt den, kontakta Jämställdhetsmyndigheten.</p>
    </StaffPage>
  );
}
