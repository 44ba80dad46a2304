import { Popup } from '@jamstalldhet/blocks';
import { pageUrl } from '@jamstalldhet/contract';
import { useLocation } from 'wouter';
import { useMenus } from '../menus/menu-provider';

/** Where logging out happens, after the confirmation (SPEC §2). */
export const LOGOUT_PATH = pageUrl('logout');

/** 'Logga ut?' — asked when the user chooses Logga ut in a menu (SPEC §2 Header). */
export function LogoutPopup() {
  const { state, closePopup } = useMenus();
  const [, navigate] = useLocation();
  return (
    <Popup
      open={state.popup === 'logout'}
      title="Logga ut?"
      text="Du loggas ut från ditt konto på den här enheten."
      size="small"
      center
      onClose={closePopup}
      buttons={[
        // The route change closes the menus and the popup.
        { label: 'Logga ut', onClick: () => navigate(LOGOUT_PATH) },
        { label: 'Avbryt', variant: 'secondary', onClick: closePopup },
      ]}
    />
  );
}
