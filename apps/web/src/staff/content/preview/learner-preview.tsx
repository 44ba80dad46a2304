import { Course, CourseProvider, memoryRouter } from '@jamstalldhet/blocks/course';
import { EducationSchema, operations } from '@jamstalldhet/contract';
import { useMemo } from 'react';
import { useCallState } from '../../../data/use-call-state';
import { SiteLoadStatus } from '../../../layout/site-load-status';
import { useDocumentMeta } from '../../../meta';
import { previewSafe } from '../preview-safe';
import { PreviewRefused, refusalOf } from './preview-refused';
import { memoryStorage, previewTransport } from './preview-transport';

/**
 * "Förhandsgranska som deltagare" (issue 24), at `/preview?utbildning={id}`: an administrator
 * takes the draft course step by step as a learner sees it, with the site's own player, build
 * and stylesheet. Nothing answered here is saved; the address stays the preview's.
 */
export function LearnerPreview({ id }: { id: number }) {
  const draft = useCallState(operations.getContentDraft, { params: { kind: 'education', id } });
  useDocumentMeta({ title: 'Förhandsgranskning som deltagare', noindex: true });
  const refusal = draft.state.status === 'error' ? refusalOf(draft.state.error) : null;
  if (refusal !== null) {
    return <PreviewRefused id={id} refusal={refusal} />;
  }
  if (draft.state.status !== 'success') {
    return <SiteLoadStatus call={draft} what="utkastet" />;
  }
  const parsed = EducationSchema.safeParse(previewSafe('education', draft.state.data.data));
  if (!parsed.success) {
    return <p role="alert">Utkastet kan inte visas som en utbildning ännu.</p>;
  }
  return <PreviewCourse education={parsed.data} />;
}

function PreviewCourse({ education }: { education: ReturnType<typeof EducationSchema.parse> }) {
  const host = useMemo(
    () => ({
      transport: previewTransport(education),
      storage: memoryStorage(),
      useRouter: memoryRouter(`/${education.slug}`),
      user: null,
      syncIntervalSeconds: null,
    }),
    [education],
  );
  return (
    <div className="web-learner-preview">
      <p className="web-preview__notice">Förhandsgranskning av utkastet som deltagare. Svar sparas inte.</p>
      <CourseProvider {...host}>
        <Course />
      </CourseProvider>
    </div>
  );
}
