import type { CurrentContent } from '../../site/current-content';

/** What an edit link opens in the content editor (SPEC §6). */
export interface EditLinkTarget {
  label: string;
  postId: number;
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
  const add = (label: string, postId: number | undefined) => {
    if (postId !== undefined && !targets.some((target) => target.postId === postId)) {
      targets.push({ label, postId });
    }
  };

  if (page) {
    add(PAGE_LABELS[page.post_type], page.id);
  }
  if (education) {
    add(PAGE_LABELS.education, education.id);
    if (section && section !== 'episode') {
      add(SECTION_LABELS[section], education[section].post_id);
    }
  }
  if (section === 'episode') {
    add('Redigera episod', episodePostId);
  }
  return targets;
}

/** The editor address of a post: the settings' template with `{id}` filled in. */
export function editorUrl(template: string, postId: number): string {
  return template.replaceAll('{id}', String(postId));
}
