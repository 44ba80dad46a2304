import {
  educationPublishProblems,
  type PublishProblem,
  pagePublishProblems,
} from '@jamstalldhet/blocks/engine';
import type { ContentKind, Education, Page } from '@jamstalldhet/contract';

/** The engine's publish checks for a document of a kind; the site settings have none yet. */
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
      return [];
  }
}
