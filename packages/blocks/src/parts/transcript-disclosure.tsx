import { useId, useState } from 'react';
import { useLabels } from '../i18n/labels';
import { RichText } from '../parts/rich-text';
import { transcriptLabels } from './transcript-disclosure-labels';

export interface TranscriptDisclosureProps {
  /** The transcript as editor HTML; nothing is rendered without it. */
  html: string | undefined;
  /**
   * What the transcript belongs to, added to the button's accessible name so that several
   * buttons on one page can be told apart ("Visa textversion: Samtal om normer").
   */
  subject?: string | undefined;
}

/**
 * A text version of a video or a sound, hidden behind a button. A `<button aria-expanded>`
 * rather than `<details>`, so the visible label can say what a press will do.
 *
 * @example <TranscriptDisclosure html={block.video_transcript} subject={block.title} />
 */
export function TranscriptDisclosure({ html, subject }: TranscriptDisclosureProps) {
  const t = useLabels(transcriptLabels);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!html) {
    return null;
  }
  const label = open ? t['transcript.hide'] : t['transcript.show'];
  return (
    <div className="jb-transcript" data-open={open ? 'true' : undefined}>
      <button
        type="button"
        className="jb-link-button jb-transcript__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        // The name starts with the visible words (WCAG 2.5.3) and adds what they belong to.
        aria-label={subject ? `${label}: ${subject}` : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="jb-transcript__icon" aria-hidden="true" />
        {label}
      </button>
      <RichText id={panelId} className="jb-transcript__panel" html={html} hidden={!open} />
    </div>
  );
}
