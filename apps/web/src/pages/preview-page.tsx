import { PageContent as PageBlocks } from '@jamstalldhet/blocks/course';
import type { Page } from '@jamstalldhet/contract';
import { useSearch } from 'wouter';
import { headerMeta } from '../meta/page-meta';
import { useDocumentMeta } from '../meta/use-document-meta';
import { PageLoader } from './page-loader';
import { visibleTitle } from './page-view';
import { isSafeSlug } from './safe-slug';
import './preview-page.css';
import { FIXED_PAGE_TITLES } from '@jamstalldhet/contract';

const PREVIEW_TITLE = FIXED_PAGE_TITLES.preview;
const EXAMPLE = '/preview?slug=om-webbutbildningarna';

/**
 * `/preview?slug=<slug>` (SPEC §2, bare layout): one page's blocks as the API serves them,
 * without header, footer or breadcrumbs, for editors checking how content looks. It is kept
 * out of search engines.
 */
export function PreviewPage() {
  const slug = new URLSearchParams(useSearch()).get('slug');
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
