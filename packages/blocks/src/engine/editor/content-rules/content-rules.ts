import { type Block, type Education, isRecord, type Page } from '@jamstalldhet/contract';
import { BLOCK_FIELDS } from '../../../blocks/block-catalog';
import { HTML_FIELD_KEYS } from '../../html/document-html';
import {
  htmlHeadingLevels,
  htmlLinks,
  htmlTablesWithoutHeaderRow,
  htmlTextUnits,
} from '../../html/html-structure';
import { htmlTokens } from '../../html/html-tokens';
import { blockHeadingText } from '../../learner/block-heading';
import { documentPages, type PlacedBlock, type PlacedPage } from '../document-pages';
import { type DocumentPlace, detailOf, type PublishProblem, problemAt } from '../publish-block-checks';
import { contentRuleTexts as texts } from './content-rule-texts';
import { pageReadability } from './document-readability';
import { guessLanguage } from './language-guess';
import { lixBand } from './readability';
import { walk } from './walk';

/** An error stops a publish; a varning is shown, and an administrator may publish over it with a reason. */
export type FindingSeverity = 'error' | 'warning';

/** Which rule a finding is of: what the statement's list of deviations names. */
export type ContentRule =
  | 'heading-order'
  | 'link-text'
  | 'label-in-name'
  | 'image-alt'
  | 'video-audio-description'
  | 'table-header'
  | 'language-of-parts'
  | 'readability'
  | 'spelling';

/**
 * Each rule's name as the accessibility statement lists it, with the WCAG 2.1 success criterion
 * it guards (readability is språklagen's klarspråk, and WCAG 3.1.5 at level AAA).
 */
export const CONTENT_RULE_NAMES: Readonly<Record<ContentRule, string>> = {
  'heading-order': 'Rubriknivåer i ordning (WCAG 1.3.1)',
  'link-text': 'Länktexter (WCAG 2.4.4)',
  'label-in-name': 'Synlig text i namnet (WCAG 2.5.3)',
  'image-alt': 'Alternativtext (WCAG 1.1.1)',
  'video-audio-description': 'Syntolkning av video (WCAG 1.2.5)',
  'table-header': 'Tabeller med rubrikrad (WCAG 1.3.1)',
  'language-of-parts': 'Språk på delar av texten (WCAG 3.1.2)',
  readability: 'Läsbarhet (klarspråk, WCAG 3.1.5)',
  spelling: 'Stavning (klarspråk)',
};

/** What a content rule found: a publish problem with how serious it is and its rule. */
export interface ContentFinding extends PublishProblem {
  severity: FindingSeverity;
  rule: ContentRule;
}

type Keys = readonly (string | number)[];

/** A course's "Läsbarhetsmål" when it gives none: LIX 40, the upper end of "Svår" text's start. */
export const READABILITY_GOAL = 40;

/** The "Läsbarhetsmål" of an easy-to-read ("lättläst") course. */
export const EASY_READ_GOAL = 30;

// LIX is unsteady on a few words: a page with less text than this is not held to the goal.
const FEWEST_WORDS_FOR_GOAL = 30;

/** Alt text longer than this is a varning: a screen reader cannot skim it. */
export const ALT_TEXT_MAX_LENGTH = 250;

// Link texts that do not say where a link goes (WCAG 2.4.4), compared without case or punctuation.
const VAGUE_LINK_TEXTS = new Set([
  'klicka här',
  'klicka',
  'här',
  'läs mer',
  'läs mer här',
  'mer information',
  'länk',
  'mer',
  'click here',
  'here',
  'read more',
  'link',
  'more',
]);
const BARE_ADDRESS = /^(https?:\/\/|www\.|mailto:|tel:)\S*$/i;
const IMAGE_FILE = /\.(jpe?g|png|gif|webp|svg|avif|heic|tiff?)$/i;
const CAMERA_NAME = /^(img|dsc|dcim|pxl|screenshot|skärmbild|bild)[-_ ]?\d+$/i;

function finding(
  severity: FindingSeverity,
  rule: ContentRule,
  place: DocumentPlace,
  keys: Keys,
  message: string,
): ContentFinding {
  return { ...problemAt(place, keys, message, detailOf(keys)), severity, rule };
}

function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

// A block's own HTML fields in the order its form shows them (the order a learner reads them).
function htmlFieldsOf(block: Block): Array<{ key: string; html: string }> {
  const fields: readonly string[] = Object.hasOwn(BLOCK_FIELDS, block.name)
    ? BLOCK_FIELDS[block.name as keyof typeof BLOCK_FIELDS]
    : Object.keys(block);
  const record = block as Record<string, unknown>;
  return fields.flatMap((key) => {
    const html = record[key];
    return HTML_FIELD_KEYS.has(key) && hasText(html) ? [{ key, html }] : [];
  });
}

function isVagueLinkText(text: string, href: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (
    words === '' || VAGUE_LINK_TEXTS.has(words) || BARE_ADDRESS.test(text.trim()) || text.trim() === href
  );
}

// The last part of an address, decoded where it can be ('%E0' alone cannot).
function fileNameOf(url: string): string {
  const name = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

function looksLikeFileName(alt: string, url: string): boolean {
  const name = fileNameOf(url);
  const bare = (text: string) => text.toLowerCase().replace(IMAGE_FILE, '');
  return IMAGE_FILE.test(alt) || CAMERA_NAME.test(alt) || (name !== '' && bare(alt) === bare(name));
}

function altFindings(alt: string, url: string, place: DocumentPlace, keys: Keys): ContentFinding[] {
  const text = alt.trim();
  if (text === '') {
    return [];
  }
  if (looksLikeFileName(text, url)) {
    return [finding('warning', 'image-alt', place, keys, texts.imageAltFileName)];
  }
  return [...text].length > ALT_TEXT_MAX_LENGTH
    ? [finding('warning', 'image-alt', place, keys, texts.imageAltLength([...text].length))]
    : [];
}

// The rules that read one HTML field: its links, tables, images and language.
function htmlFindings(html: string, place: DocumentPlace, keys: Keys): ContentFinding[] {
  const found: ContentFinding[] = [];
  for (const link of htmlLinks(html)) {
    if (isVagueLinkText(link.text, link.href)) {
      found.push(finding('error', 'link-text', place, keys, texts.linkText));
    }
  }
  for (let table = htmlTablesWithoutHeaderRow(html); table > 0; table -= 1) {
    found.push(finding('error', 'table-header', place, keys, texts.tableHeader));
  }
  for (const token of htmlTokens(html)) {
    if (token.kind === 'open' && token.name === 'img') {
      found.push(...altFindings(token.attributes.alt ?? '', token.attributes.src ?? '', place, keys));
    }
  }
  for (const unit of htmlTextUnits(html)) {
    const language = unit.lang === null ? guessLanguage(unit.ownText) : null;
    if (language === 'en' || language === 'other') {
      const name = texts.languageNames[language];
      found.push(finding('warning', 'language-of-parts', place, keys, texts.otherLanguage(name)));
    }
  }
  return found;
}

// Whether a name holds the visible text's words in order, letter case, spacing, punctuation and
// symbols ("→", a dash for a hyphen) aside: what speech input matches on.
function includesWords(name: string, visible: string): boolean {
  const words = (text: string) =>
    text
      .toLocaleLowerCase('sv')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return ` ${words(name)} `.includes(` ${words(visible)} `);
}

// The rules that read one block, wherever its fields sit (items, card sides, images).
function blockFindings({ block, place }: PlacedBlock): ContentFinding[] {
  const found: ContentFinding[] = [];
  walk(block, [], (value, keys) => {
    const key = keys.at(-1);
    if (typeof value === 'string' && typeof key === 'string' && HTML_FIELD_KEYS.has(key)) {
      found.push(...htmlFindings(value, place, keys));
    } else if (
      isRecord(value) &&
      key === 'image' &&
      typeof value.url === 'string' &&
      value.decorative !== true
    ) {
      found.push(
        ...altFindings(typeof value.alt === 'string' ? value.alt : '', value.url, place, [...keys, 'alt']),
      );
    } else if (isRecord(value) && hasText(value.url) && hasText(value.text) && key === 'button') {
      // A screen reader says the button's own name ("Namn för skärmläsare") where it has one.
      const name = hasText(value.aria_label) ? value.aria_label : value.text;
      if (isVagueLinkText(name, value.url)) {
        found.push(finding('error', 'link-text', place, [...keys, 'text'], texts.linkText));
      }
      // WCAG 2.5.3: who says what they see ("Gå till do.se") must find it in the name.
      if (hasText(value.aria_label) && !includesWords(value.aria_label, value.text)) {
        found.push(
          finding('error', 'label-in-name', place, [...keys, 'aria_label'], texts.labelInName(value.text)),
        );
      }
    }
  });
  const visualVersion = hasText(block.video_url_visual) || block.video_no_visual_information === true;
  if (block.name === 'video-full' && hasText(block.video_url) && !visualVersion) {
    // Named on the box, which is in view and the usual answer; the audio-described version is
    // under the block's "Fler fält".
    found.push(
      finding(
        'error',
        'video-audio-description',
        place,
        ['video_no_visual_information'],
        texts.videoAudioDescription,
      ),
    );
  }
  return found;
}

// A page's headings in reading order may go down any number of levels but up only one at a time;
// the page's own title is its h1 and every block title an h2.
function headingFindings(page: PlacedPage): ContentFinding[] {
  const found: ContentFinding[] = [];
  let previous = 1;
  for (const { block, place } of page.blocks) {
    const headings: Array<{ level: number; keys: Keys }> = [];
    if (hasText(blockHeadingText(block))) {
      headings.push({ level: 2, keys: [] });
    }
    for (const { key, html } of htmlFieldsOf(block)) {
      headings.push(...htmlHeadingLevels(html).map((level) => ({ level, keys: [key] })));
    }
    for (const { level, keys } of headings) {
      if (level > previous + 1) {
        found.push(finding('error', 'heading-order', place, keys, texts.headingSkip(previous, level)));
      }
      previous = level;
    }
  }
  return found;
}

// A course page harder to read than the course's "Läsbarhetsmål".
function readabilityFindings(page: PlacedPage, goal: number): ContentFinding[] {
  const { lix, words } = pageReadability(page);
  // Compared as shown ("LIX 40"), so the varning never says a page at the goal is above it.
  const shown = Math.round(lix);
  if (words < FEWEST_WORDS_FOR_GOAL || shown <= goal) {
    return [];
  }
  const message = texts.readabilityGoal(shown, lixBand(lix), goal);
  return [finding('warning', 'readability', page, [], message)];
}

function readabilityGoalOf(document: Education | Page): number | null {
  if (!Array.isArray((document as { chapters?: unknown }).chapters)) {
    return null;
  }
  return (document as Education).readability_goal ?? READABILITY_GOAL;
}

/**
 * What the content rules find in a course or a page (issue 40), in document order: errors stop
 * a publish, varningar are shown and may be published over with a reason. Pure, so the editor,
 * the API's publish check and other sites run the same rules.
 *
 * @example contentFindings(page).filter((finding) => finding.severity === 'error')
 * // [{ where: 'Block 2 (Text)', path: 'components[1].html', rule: 'link-text', severity: 'error',
 * //    message: 'Länktexten säger inte vart länken går. …' }]
 */
export function contentFindings(document: Education | Page): ContentFinding[] {
  const goal = readabilityGoalOf(document);
  return documentPages(document).flatMap((page) => [
    ...headingFindings(page),
    ...page.blocks.flatMap(blockFindings),
    ...(goal === null ? [] : readabilityFindings(page, goal)),
  ]);
}

/**
 * The varningar only: what an administrator publishes over with a "Motivering", which the
 * accessibility statement then lists as known deviations.
 */
export function contentWarnings(document: Education | Page): ContentFinding[] {
  return contentFindings(document).filter((finding) => finding.severity === 'warning');
}
