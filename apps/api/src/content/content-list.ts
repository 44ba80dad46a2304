import type { ContentEntry, ContentKind, ContentReview } from '@jamstalldhet/contract';
import type { Database } from '../db/database';
import { educations, pages, siteSettings } from '../db/schema';
import { personName } from '../format/person-name';
import { unixSeconds } from '../format/unix-seconds';
import { draftState, listDrafts } from '../storage/content-drafts';
import { DOCUMENT_KINDS } from './document-kinds';

interface Listed {
  kind: ContentKind;
  id: number;
  data: Record<string, unknown>;
  updatedAt: Date;
}

/**
 * Every course, page and room, and the site settings, as the editors' list shows them: the
 * draft's title when there is one, its state, and who changed it last and when.
 */
export async function listContentEntries(db: Database): Promise<ContentEntry[]> {
  const [educationRows, pageRows, settingsRows, drafts] = await Promise.all([
    db.select({ id: educations.id, data: educations.data, updatedAt: educations.updatedAt }).from(educations),
    db.select({ id: pages.id, data: pages.data, updatedAt: pages.updatedAt }).from(pages),
    db
      .select({ id: siteSettings.id, data: siteSettings.data, updatedAt: siteSettings.updatedAt })
      .from(siteSettings),
    listDrafts(db),
  ]);
  const published: Listed[] = [
    ...educationRows.map((row) => ({
      kind: 'education' as const,
      ...row,
      data: row.data as Record<string, unknown>,
    })),
    ...pageRows.map((row) => ({ kind: 'page' as const, ...row, data: row.data as Record<string, unknown> })),
    ...settingsRows.map((row) => ({
      kind: 'settings' as const,
      ...row,
      data: row.data as Record<string, unknown>,
    })),
  ];
  const draftOf = new Map(drafts.map((draft) => [`${draft.kind}:${draft.documentId}`, draft]));
  const entries = published.map((document): ContentEntry => {
    const draft = draftOf.get(`${document.kind}:${document.id}`);
    draftOf.delete(`${document.kind}:${document.id}`);
    const data = (draft?.data as Record<string, unknown> | undefined) ?? document.data;
    return {
      ...describe(document.kind, document.id, data),
      state: draftState(draft, true),
      version: draft?.version ?? 0,
      review: draft ? listedReview(draft) : null,
      changed_by: draft ? personName(draft.firstName, draft.lastName) : null,
      changed_at: unixSeconds(draft?.savedAt ?? document.updatedAt),
    };
  });
  // Drafts of documents never published.
  for (const draft of draftOf.values()) {
    entries.push({
      ...describe(draft.kind as ContentKind, draft.documentId, draft.data as Record<string, unknown>),
      state: draftState(draft, false),
      version: draft.version,
      review: listedReview(draft),
      changed_by: personName(draft.firstName, draft.lastName),
      changed_at: unixSeconds(draft.savedAt),
    });
  }
  return entries.sort((a, b) => a.kind.localeCompare(b.kind) || a.title.localeCompare(b.title, 'sv'));
}

type ListedDraft = Awaited<ReturnType<typeof listDrafts>>[number];

function listedReview(draft: ListedDraft): ContentReview | null {
  if (draft.reviewState === null || draft.reviewAt === null) {
    return null;
  }
  return {
    state: draft.reviewState,
    version: draft.reviewVersion ?? draft.version,
    by: personName(draft.reviewerFirstName, draft.reviewerLastName),
    at: unixSeconds(draft.reviewAt),
    comment: draft.reviewComment,
  };
}

function describe(kind: ContentKind, id: number, data: Record<string, unknown>) {
  return {
    kind,
    id,
    slug: typeof data.slug === 'string' ? data.slug : null,
    title: DOCUMENT_KINDS[kind].fixedTitle ?? String(data.title ?? ''),
    post_type: typeof data.post_type === 'string' ? data.post_type : DOCUMENT_KINDS[kind].postType,
  };
}
