import { isAdministratorRole } from '@jamstalldhet/blocks/engine';
import { useAuth } from '../../site/services';
import { ADMIN_PATH } from '../staff-paths';
import { CONTENT_PATH } from './content-paths';

/**
 * What the signed-in staff member does with content (issue 36): an editor ("Redaktör") writes
 * drafts and sends them for review; an administrator also publishes, sends back, unpublishes,
 * removes, copies, exports and imports. The API decides each call; this only spares editors
 * buttons the API would refuse, and a breadcrumb to the administration they cannot open.
 */
export function useContentRole() {
  const { user } = useAuth();
  const mayPublish = isAdministratorRole(user?.role);
  const listTrail = mayPublish ? [{ title: 'Administration', href: ADMIN_PATH }] : [];
  return { mayPublish, listTrail, editorTrail: [...listTrail, { title: 'Innehåll', href: CONTENT_PATH }] };
}
