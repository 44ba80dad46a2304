import {
  educationPublishProblems,
  type PublishProblem,
  pagePublishProblems,
  settingsPublishProblems,
} from '@jamstalldhet/blocks/engine';
import type { ContentKind, Education, Page, Settings } from '@jamstalldhet/contract';

/** The engine's publish checks for a document of a kind. */
export function publishProblems(
  kind: ContentKind,
  data: unknown,
  slugs: ReadonlySet<string>,
): PublishProblem[] {
  switch (kind) {
    case 'education':
      return educationPublishProblems(data as Education, { slugs });
    case 'page':
      return pagePublishProblems(data as Page, { slugs });
    case 'settings':
      return settingsPublishProblems(data as Settings);
  }
}
