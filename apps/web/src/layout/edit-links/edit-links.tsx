import { mayEditContent } from '@jamstalldhet/blocks/engine';
import { useSettings } from '../../data/use-settings';
import { useCurrentContent } from '../../site/current-content';
import { useAuth } from '../../site/services';
import { SettingsLink } from '../parts/settings-link';
import { editLinkTargets, editorUrl } from './edit-link-targets';
import './edit-links.css';

/**
 * The administrators' bar of links to the content editor (SPEC §6): this product's editor at
 * the place shown (issue 24), or an outside editor when the settings give its address. Shown
 * only to administrators, and to editors (issue 36), when a page or course is shown; hidden
 * under 768 px by its stylesheet.
 */
export function EditLinks() {
  const { user } = useAuth();
  const { settings } = useSettings();
  const content = useCurrentContent();
  // An outside editor's address, when the operator set one; this product's editor otherwise.
  const template = settings?.editor_url_template;
  if (!user || !mayEditContent(user.role)) {
    return null;
  }
  const targets = editLinkTargets(content);
  if (targets.length === 0) {
    return null;
  }
  return (
    <nav aria-label="Redigeringslänkar" className="web-edit-links">
      <ul className="web-edit-links__list">
        {targets.map((target) => (
          <li key={target.postId}>
            <SettingsLink
              href={template ? editorUrl(template, target.postId) : target.editor}
              external={Boolean(template)}
              className="web-edit-links__link"
            >
              {target.label}
            </SettingsLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
