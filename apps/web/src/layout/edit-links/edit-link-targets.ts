import { CONTENT_KIND_SEGMENTS, pageUrl } from '@jamstalldhet/contract';
import type { CurrentContent } from '../../site/current-content';

// This product's editor's address for a document, from the contract's page table (the site's
// routes already hold it, so learners' first pages pay nothing for it).
const editorPath = (kind: 'education' | 'page', id: number) =>
  pageUrl('contentEditor', { kind: CONTENT_KIND_SEGMENTS[kind], id });

/** What an edit link opens in the content editor (SPEC §6). */
export interface EditLinkTarget {
  label: string;
  postId: number;
  /** The place in this product's editor (issue 24): the document and the part shown. */
  editor: string;
}

const PAGE_LABELS = {
  page: 'Redigera sida',
  room: 'Redigera rum',
  education: 'Redigera utbildning',
} as const;

const SECTION_LABELS = {
  presentation: 'Redigera presentation',
  evaluation: 'Redigera utvärdering',
  completed: 'Redigera tacksida',
} as const;

/**
 * The edit links for what is shown, as applicable: the page (or room), the education, the
 * section of the education shown (presentation, evaluation, thank-you page) and the episode.
 * Each post is listed once.
 */
export function editLinkTargets(content: CurrentContent | null): EditLinkTarget[] {
  if (!content) {
    return [];
  }
  const { page, section, episodePostId } = content;
  const education = content.education ?? page?.education;
  const targets: EditLinkTarget[] = [];
  const add = (label: string, postId: number | undefined, editor: string) => {
    if (postId !== undefined && !targets.some((target) => target.postId === postId)) {
      targets.push({ label, postId, editor });
    }
  };

  if (page && page.post_type !== 'education') {
    add(PAGE_LABELS[page.post_type], page.id, editorPath('page', page.id));
  }
  if (education) {
    const course = editorPath('education', education.id);
    add(PAGE_LABELS.education, education.id, course);
    if (section && section !== 'episode') {
      add(SECTION_LABELS[section], education[section].post_id, `${course}?del=${section}`);
    }
    if (section === 'episode') {
      add('Redigera episod', episodePostId, `${course}?del=episod-${episodePostId}`);
    }
  }
  return targets;
}

/** The address of a post in an outside editor: the settings' template with `{id}` filled in. */
export function editorUrl(template: string, postId: number): string {
  return template.replaceAll('{id}', String(postId));
}
