import { PageContent as PageBlocks } from '@jamstalldhet/blocks/course';
import type { Page } from '@jamstalldhet/contract';
import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { headerMeta } from '../meta/page-meta';
import { useDocumentMeta } from '../meta/use-document-meta';
import { PageLoader } from './page-loader';
import { visibleTitle } from './page-view';
import { isSafeSlug } from './safe-slug';
import './preview-page.css';
import { PAGES, pageUrl } from '@jamstalldhet/contract';

const PREVIEW_TITLE = PAGES.preview.title;

// A draft course as a learner sees it (issue 24): the editors' code, loaded only when asked for.
const LearnerPreview = lazy(async () => ({
  default: (await import('../staff/content/preview/learner-preview')).LearnerPreview,
}));
const EXAMPLE = pageUrl('preview', {}, { slug: 'om-webbutbildningarna' });

/**
 * `/preview?slug=<slug>` (SPEC §2, bare layout): one page's blocks as the API serves them,
 * without header, footer or breadcrumbs, for editors checking how content looks. With
 * `?utbildning=<id>`, an administrator takes a draft course as a learner would (issue 24). It
 * is kept out of search engines.
 */
export function PreviewPage() {
  const search = new URLSearchParams(useSearch());
  const course = search.get('utbildning');
  if (course !== null && /^\d{1,9}$/.test(course)) {
    return (
      <div className="web-preview">
        <Suspense fallback={<p role="status">Laddar förhandsgranskningen …</p>}>
          <LearnerPreview id={Number(course)} />
        </Suspense>
      </div>
    );
  }
  const slug = search.get('slug');
  if (slug === null || slug.trim() === '') {
    return (
      <PreviewMessage
        text={`Ange vilken sida du vill förhandsgranska i adressen, till exempel ${EXAMPLE}.`}
      />
    );
  }
  if (!isSafeSlug(slug)) {
    return (
      <PreviewMessage
        text={`Adressen anger ingen giltig sida. Ange sidans namn i adressen med små bokstäver, siffror och bindestreck, till exempel ${EXAMPLE}.`}
      />
    );
  }
  return <PageLoader slug={slug}>{(page) => <PreviewView page={page} />}</PageLoader>;
}

function PreviewView({ page }: { page: Page }) {
  const title = visibleTitle(page);
  useDocumentMeta({ ...headerMeta(title, page.header), noindex: true });
  return (
    <div className="web-preview">
      <p className="web-preview__notice">
        {PREVIEW_TITLE} av <code>/{page.slug}</code>
      </p>
      <PageBlocks page={page} title={title} />
    </div>
  );
}

function PreviewMessage({ text }: { text: string }) {
  useDocumentMeta({ title: PREVIEW_TITLE, noindex: true });
  return (
    <div className="web-preview">
      <h1>{PREVIEW_TITLE}</h1>
      <p>{text}</p>
    </div>
  );
}
