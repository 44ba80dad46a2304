import { useBlocks } from '../../blocks-provider/blocks-context';
import { tokenList } from '../../engine/formatting/token-list';
import { useLabels } from '../../i18n/labels';
import type { BlockProps } from '../../parts/block-props';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';
import { DeleteAccount } from './delete-account';
import { mySettingsLabels } from './my-settings-labels';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/**
 * `my-settings`: the logged-in user's settings in three sections: 'Dina uppgifter' (name,
 * e-mail, organisation, work title), 'Byt lösenord' and 'Radera konto'. A new e-mail address and
 * deleting the account ask for the current password. A section whose call the host does not
 * give is left out.
 *
 * @example <MySettings block={block} />
 */
export function MySettings({ block, className, ...rest }: BlockProps) {
  const { api, user } = useBlocks();
  const t = useLabels(mySettingsLabels);
  const headingOffset = block.title ? 1 : 0;
  const updateProfile = api?.updateProfile;
  const changePassword = api?.changePassword;
  const deleteAccount = api?.deleteAccount;
  const loggedIn = user?.loggedIn === true;

  return (
    <div className={tokenList('jb-my-settings', className)} {...rest}>
      {block.title && <Heading className="jb-my-settings__title">{block.title}</Heading>}
      <RichText className="jb-my-settings__intro" html={block.html} />
      {!loggedIn && <p className="jb-my-settings__message">{t['mySettings.loggedOut']}</p>}
      {loggedIn && !updateProfile && !changePassword && !deleteAccount && (
        <p className="jb-my-settings__message">{t['mySettings.unavailable']}</p>
      )}
      {loggedIn && updateProfile && (
        <ProfileForm user={user} updateProfile={updateProfile} headingOffset={headingOffset} />
      )}
      {loggedIn && changePassword && (
        <PasswordForm changePassword={changePassword} username={user.email} headingOffset={headingOffset} />
      )}
      {loggedIn && deleteAccount && (
        <DeleteAccount deleteAccount={deleteAccount} username={user.email} headingOffset={headingOffset} />
      )}
    </div>
  );
}
