import { blockChoices, formatIssuePath, isRecord } from '@jamstalldhet/contract';
import { isAllowedUrlField, isSiteFileAddress } from '../html/content-addresses';
import { videoSource } from '../html/video';
import { draftFieldTexts, publishProblemTexts } from './publish-labels';

/** A value a draft may not hold: where it is in the document, and why. */
export interface DraftFieldProblem {
  /** The JSON path in the document, e.g. 'chapters[0].episodes[0].components[0][1].button.url'. */
  path: string;
  message: string;
}

type Keys = readonly (string | number)[];

// Fields holding an address, wherever they sit; a hero's and the share images' too.
const URL_KEYS = new Set(['url', 'sound_url', 'desktop_x2', 'fb_img', 'twitter_img', 'image']);
const VIDEO_KEYS = new Set(['video_url', 'video_url_visual', 'video_url_sign']);
// A footer's phone item calls a number: `tel:` and digits, nothing else.
const PHONE_ADDRESS = /^tel:\+?[0-9][0-9 ()-]*$/;

function filled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function addressProblem(
  key: string,
  value: string,
  holder: Record<string, unknown>,
  holderKey: unknown,
): string | null {
  if (VIDEO_KEYS.has(key)) {
    return videoSource(value) === null ? publishProblemTexts.videoUrl(value) : null;
  }
  if (key === 'url' && holder.type === 'phone') {
    return PHONE_ADDRESS.test(value.trim()) ? null : draftFieldTexts.phone(value);
  }
  const shown = (key === 'url' && holderKey === 'image') || key === 'sound_url' || key === 'desktop_x2';
  // Images and sounds the page shows itself come from the site (uploads).
  if (shown && isAllowedUrlField(value)) {
    return isSiteFileAddress(value) ? null : draftFieldTexts.siteFile(value);
  }
  return isAllowedUrlField(value) ? null : publishProblemTexts.urlField(value);
}

// A block is an object with an id and a name; its look fields are chosen from known values.
function choiceProblems(holder: Record<string, unknown>, keys: Keys): DraftFieldProblem[] {
  if (typeof holder.block_id !== 'string' || typeof holder.name !== 'string') {
    return [];
  }
  return Object.entries(blockChoices(holder.name)).flatMap(([field, allowed]) => {
    const value = holder[field];
    return filled(value) && !allowed.includes(value)
      ? [{ path: formatIssuePath([...keys, field]), message: draftFieldTexts.choice(value, allowed) }]
      : [];
  });
}

function walk(value: unknown, keys: Keys, problems: DraftFieldProblem[]): void {
  if (Array.isArray(value)) {
    value.forEach((entry, index) => {
      walk(entry, [...keys, index], problems);
    });
    return;
  }
  if (!isRecord(value)) {
    return;
  }
  problems.push(...choiceProblems(value, keys));
  for (const [key, entry] of Object.entries(value)) {
    if ((URL_KEYS.has(key) || VIDEO_KEYS.has(key)) && filled(entry)) {
      const message = addressProblem(key, entry, value, keys.at(-1));
      if (message !== null) {
        problems.push({ path: formatIssuePath([...keys, key]), message });
      }
    } else {
      walk(entry, [...keys, key], problems);
    }
  }
}

/**
 * What no draft may hold, whatever its state (issue 23): an address with a scheme other than
 * `https:` or `mailto:` that is not a site path, a video address the players do not know, a
 * phone link that is not `tel:` and a number, a colour, padding or icon the blocks have no style
 * for. A save with any of them is refused, so nothing unsafe is stored even in a draft; the
 * editor runs the same checks before it saves. (Publishing checks more: see `publish-checks`.)
 *
 * @example draftFieldProblems({ components: [{ block_id: 'a', name: 'link-button',
 *   button: { text: 'x', url: 'javascript:alert(1)' } }] })
 * // [{ path: 'components[0].button.url', message: 'Adressen "javascript:alert(1)" är inte tillåten. …' }]
 */
export function draftFieldProblems(document: unknown): DraftFieldProblem[] {
  const problems: DraftFieldProblem[] = [];
  walk(document, [], problems);
  return problems;
}
