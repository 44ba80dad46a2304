import type { Block } from '@jamstalldhet/contract';
import { useState } from 'react';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { tokenList } from '../../engine/formatting/token-list';
import { type VideoSource, videoSource } from '../../engine/html/video';
import { formatLabel, useLabels } from '../../i18n/labels';
import { BlockLink } from '../../parts/block-link';
import type { BlockProps } from '../../parts/block-props';
import { Button } from '../../parts/button';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';
import { TranscriptDisclosure } from '../../parts/transcript-disclosure';
import { videoFullLabels } from './video-full-labels';

/** The versions of a video a learner can choose between. */
export type VideoVariant = 'original' | 'visual' | 'sign';

const VARIANT_FIELDS = {
  original: 'video_url',
  visual: 'video_url_visual',
  sign: 'video_url_sign',
} as const satisfies Record<VideoVariant, keyof Block>;

const VARIANTS = Object.keys(VARIANT_FIELDS) as VideoVariant[];

const PROVIDER_NAMES: Record<VideoSource['provider'], string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * A video with its title, text and text version. The player is embedded in privacy mode and
 * only with marketing consent (SPEC §4, §9); without it a placeholder explains why and offers
 * the cookie settings and a link to the video on the provider's site. When the block has a
 * visually interpreted or sign-language version, the learner chooses which one to watch.
 *
 * @example <VideoFull block={{ ...block, video_url: 'https://youtu.be/dQw4w9WgXcQ' }} />
 */
export function VideoFull({ block, className, ...rest }: BlockProps) {
  const t = useLabels(videoFullLabels);
  const { consent, onOpenCookieSettings } = useBlocks();
  const variants = VARIANTS.filter((variant) => Boolean(block[VARIANT_FIELDS[variant]]?.trim()));
  const [chosen, setChosen] = useState<VideoVariant>('original');
  // A chosen version that the content no longer has falls back to the first one left.
  const variant = variants.includes(chosen) ? chosen : (variants[0] ?? 'original');
  const source = videoSource(block[VARIANT_FIELDS[variant]]);
  const title = block.title || t['video.untitled'];
  const frameTitle =
    variant === 'original'
      ? formatLabel(t['video.frameTitle'], { title })
      : formatLabel(t['video.frameTitleVariant'], { title, variant: t[`video.variant.${variant}`] });
  const state = source === null ? 'unavailable' : consent?.marketing === true ? 'player' : 'consent';

  return (
    <div className={tokenList('jb-video-full', className)} data-state={state} {...rest}>
      {block.title && <Heading className="jb-video-full__title">{block.title}</Heading>}
      <RichText className="jb-video-full__text" html={block.html} />
      {variants.length > 1 && (
        <fieldset className="jb-video-full__variants">
          <legend className="jb-video-full__variants-label">{t['video.variants']}</legend>
          <div className="jb-video-full__variant-buttons">
            {variants.map((option) => (
              <button
                key={option}
                type="button"
                className="jb-button jb-video-full__variant"
                data-variant={option === variant ? undefined : 'secondary'}
                aria-pressed={option === variant}
                onClick={() => setChosen(option)}
              >
                {option === variant && (
                  <span className="jb-video-full__variant-check" aria-hidden="true">
                    ✓
                  </span>
                )}
                {t[`video.variant.${option}`]}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <div className="jb-video-full__frame">
        {state === 'player' && source && (
          <iframe
            className="jb-video-full__player"
            src={source.embedUrl}
            title={frameTitle}
            allow="fullscreen; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        )}
        {state === 'consent' && source && (
          <>
            {block.image && (
              <img className="jb-video-full__poster" src={block.image.url} alt={block.image.alt} />
            )}
            <div className="jb-video-full__notice">
              <p className="jb-video-full__notice-text">{t['video.noConsent']}</p>
              {onOpenCookieSettings && (
                <Button onClick={onOpenCookieSettings}>{t['video.cookieSettings']}</Button>
              )}
              <BlockLink className="jb-video-full__watch" href={source.watchUrl} external>
                {formatLabel(t['video.watchOn'], { provider: PROVIDER_NAMES[source.provider] })}
              </BlockLink>
            </div>
          </>
        )}
        {state === 'unavailable' && (
          <div className="jb-video-full__notice">
            <p className="jb-video-full__notice-text">{t['video.unavailable']}</p>
          </div>
        )}
      </div>
      <TranscriptDisclosure html={block.video_transcript} subject={block.title} />
    </div>
  );
}
