import { type Block, formatIssuePath, isRecord } from '@jamstalldhet/contract';
import { BLOCK_FIELDS } from '../../blocks/block-catalog';
import { htmlAddresses, htmlImagesWithoutAlt, isAllowedUrlField } from '../html/content-addresses';
import { HTML_FIELD_KEYS } from '../html/document-html';
import { CONTENT_HTML_POLICY, isAllowedAddress } from '../html/html-policy';
import { videoSource } from '../html/video';
import { BLOCK_KIND_NAMES, publishProblemTexts as texts, publishPlaceWords as words } from './publish-labels';

/** One reason a publish is refused: where it is for a person, where it is in the document, why. */
export interface PublishProblem {
  /** The place in words, e.g. 'Kapitel 2, Episod 1, Sida 3, block 4 (Video)'. */
  where: string;
  /** The JSON path in the document, e.g. 'chapters[1].episodes[0].components[2][3].video_transcript'. */
  path: string;
  /** What is wrong and how to mend it, in Swedish. */
  message: string;
}

/** A place in a document: its words and the keys that lead to it. */
export interface DocumentPlace {
  where: string;
  keys: readonly (string | number)[];
}

type Keys = readonly (string | number)[];

// Fields holding an address; the HTML fields are the engine's HTML_FIELD_KEYS.
const URL_KEYS = new Set(['url', 'sound_url']);
const VIDEO_KEYS = new Set(['video_url', 'video_url_visual', 'video_url_sign']);
const ITEM_KEYS = new Set(['items', 'list', 'slides']);

/** A problem at `place` or at `keys` below it. */
export function problemAt(place: DocumentPlace, keys: Keys, message: string, detail = ''): PublishProblem {
  return { where: place.where + detail, path: formatIssuePath([...place.keys, ...keys]), message };
}

/** The words of a block's place: 'Kapitel 1, …, block 4 (Video)'; `prefix` is the words before it. */
export function blockPlace(prefix: string, index: number, block: Block, keys: Keys): DocumentPlace {
  const kind = Object.hasOwn(BLOCK_KIND_NAMES, block.name)
    ? BLOCK_KIND_NAMES[block.name as keyof typeof BLOCK_KIND_NAMES]
    : block.name;
  const label = prefix ? `${prefix}, ${words.block}` : words.pageBlock;
  return { where: `${label} ${index + 1} (${kind})`, keys };
}

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

// A nested item or option is named after the block: ', punkt 2', ', svarsalternativ 3'.
export function detailOf(keys: Keys): string {
  const [field, index] = keys;
  if (typeof index !== 'number') {
    return '';
  }
  if (field === 'answers') {
    return `, ${words.option} ${index + 1}`;
  }
  return typeof field === 'string' && ITEM_KEYS.has(field) ? `, ${words.item} ${index + 1}` : '';
}

function isChoiceQuestion(block: Block): boolean {
  const fields: readonly string[] | undefined = Object.hasOwn(BLOCK_FIELDS, block.name)
    ? BLOCK_FIELDS[block.name as keyof typeof BLOCK_FIELDS]
    : undefined;
  return fields?.includes('answers') ?? false;
}

function questionProblems(block: Block, place: DocumentPlace): PublishProblem[] {
  const options = block.answers ?? [];
  if (options.length === 0) {
    return [problemAt(place, ['answers'], texts.noOptions)];
  }
  const problems: PublishProblem[] = [];
  if (block.has_correction && !options.some((option) => option.correct)) {
    problems.push(problemAt(place, ['answers'], texts.noCorrectOption));
  }
  return [...problems, ...repeatedOptionProblems(options, place)];
}

// Answers are stored by option id: two options with one id are one answer.
function repeatedOptionProblems(
  options: NonNullable<Block['answers']>,
  place: DocumentPlace,
): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const firstIndex = new Map<string, number>();
  options.forEach((option, index) => {
    const first = firstIndex.get(option.id);
    if (first === undefined) {
      firstIndex.set(option.id, index);
      return;
    }
    const keys = ['answers', index, 'id'];
    const message = texts.duplicateOptionId(option.id, `${words.option} ${first + 1}`);
    problems.push(problemAt(place, keys, message, detailOf(keys)));
  });
  return problems;
}

function stringProblems(key: string | number, value: string, keys: Keys, place: DocumentPlace) {
  const at = (message: string) => problemAt(place, keys, message, detailOf(keys));
  if (typeof key === 'string' && VIDEO_KEYS.has(key)) {
    return hasText(value) && videoSource(value) === null ? [at(texts.videoUrl(value))] : [];
  }
  if (typeof key === 'string' && URL_KEYS.has(key)) {
    return hasText(value) && !isAllowedUrlField(value) ? [at(texts.urlField(value))] : [];
  }
  // Only HTML fields are read as HTML: a title holding `<img>` is shown as those characters.
  if (typeof key !== 'string' || !HTML_FIELD_KEYS.has(key) || !value.includes('<')) {
    return [];
  }
  // The same schemes as rendering allows: a link the sanitizer would drop is refused here.
  const links = htmlAddresses(value)
    .filter((address) => !isAllowedAddress(address, CONTENT_HTML_POLICY.schemes))
    .map((address) => at(texts.htmlLink(address)));
  return htmlImagesWithoutAlt(value) > 0 ? [...links, at(texts.htmlImageAlt)] : links;
}

// Images and sounds are objects wherever they sit (a block, an item, a card side).
function objectProblems(value: Record<string, unknown>, keys: Keys, place: DocumentPlace) {
  const problems: PublishProblem[] = [];
  const at = (field: string, message: string) => problemAt(place, [...keys, field], message, detailOf(keys));
  if (keys.at(-1) === 'image' && typeof value.url === 'string') {
    if (!hasText(value.alt) && value.decorative !== true) {
      problems.push(at('alt', texts.imageAlt));
    }
  }
  if (hasText(value.sound_url) && !hasText(value.sound_transcript)) {
    problems.push(at('sound_transcript', texts.soundTranscript));
  }
  return problems;
}

function valueProblems(value: unknown, keys: Keys, place: DocumentPlace): PublishProblem[] {
  if (typeof value === 'string') {
    return stringProblems(keys.at(-1) ?? '', value, keys, place);
  }
  if (Array.isArray(value)) {
    return value.flatMap((entry, index) => valueProblems(entry, [...keys, index], place));
  }
  if (!isRecord(value)) {
    return [];
  }
  const nested = Object.entries(value).flatMap(([key, entry]) => valueProblems(entry, [...keys, key], place));
  return [...objectProblems(value, keys, place), ...nested];
}

/**
 * What stops one block from being published: a video or sound without a text version, an image
 * without a text alternative, a question without options or without a right one, an address
 * that is not allowed. Ids across blocks are checked by the document's checks.
 */
export function blockProblems(block: Block, place: DocumentPlace): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (block.name === 'video-full' && !hasText(block.video_transcript)) {
    problems.push(problemAt(place, ['video_transcript'], texts.videoTranscript));
  }
  if (isChoiceQuestion(block)) {
    problems.push(...questionProblems(block, place));
  } else if (block.answers) {
    problems.push(...repeatedOptionProblems(block.answers, place));
  }
  return [...problems, ...valueProblems(block, [], place)];
}
