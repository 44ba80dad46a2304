import { blockForm } from '@jamstalldhet/blocks';
import {
  BLOCK_KIND_NAMES,
  blockPlaceWords,
  blocksAt,
  type DraftConflict,
  htmlText,
  type OutlineDocument,
  outlinePlaceWords,
} from '@jamstalldhet/blocks/engine';
import { placeOfPath } from '../problem-places';

/** The longest a value is shown in the conflict notice; the rest is in the document. */
const SHOWN_LENGTH = 160;

/**
 * Where a conflict is, in the words publish problems use: "Kapitel 2, Episod 1, Sida 3, block 4
 * (Text), html" or "Kapitel 2", or the document's own field.
 */
export function conflictPlaceWords(document: OutlineDocument, conflict: DraftConflict): string {
  const place = placeOfPath(conflict.path);
  const field = (words: string, rest: string) => (rest === '' ? words : `${words}: ${rest}`);
  switch (place.kind) {
    case 'block': {
      const block = blocksAt(document, place.list)?.[place.block];
      return field(
        blockPlaceWords(document, { kind: 'block', list: place.list, block: place.block }) ??
          outlinePlaceWords(place.list),
        fieldWords(block?.name, place.rest),
      );
    }
    case 'outline':
      return field(outlinePlaceWords(place.place), place.rest);
    case 'document':
      return place.rest === 'chapters' ? 'Kapitlen' : field('Inställningar', place.rest);
    default:
      return place satisfies never;
  }
}

/** A block field's label in its form ("Rubrik" for `heading`), followed by what is below it. */
function fieldWords(blockName: string | undefined, rest: string): string {
  const [, key = '', below = ''] = /^([^.[]*)(.*)$/.exec(rest) ?? [];
  const form = blockName === undefined ? undefined : blockForm(blockName);
  const label = [...(form?.fields ?? []), ...(form?.layout ?? [])].find((item) => item.key === key)?.label;
  return label === undefined ? rest : `${label}${below}`;
}

/**
 * One side's value at a conflict, as text an editor can compare: a text field's words (an HTML
 * field's text), a block's kind and first words, a list's items; "Borttaget" for a removal.
 */
export function conflictValueText(value: unknown): string {
  const text = valueText(value);
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text;
}

function valueText(value: unknown): string {
  if (value === undefined) {
    return 'Borttaget';
  }
  if (typeof value === 'string') {
    return htmlText(value) || '(tomt)';
  }
  if (typeof value === 'boolean') {
    return value ? 'Ja' : 'Nej';
  }
  if (typeof value === 'number') {
    return String(value);
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? '(tomt)' : value.map(valueText).join('; ');
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const words = ['title', 'heading', 'html', 'text', 'label']
      .map((name) => record[name])
      .find((inner): inner is string => typeof inner === 'string' && inner.trim() !== '');
    const kind =
      typeof record.name === 'string' && Object.hasOwn(BLOCK_KIND_NAMES, record.name)
        ? BLOCK_KIND_NAMES[record.name as keyof typeof BLOCK_KIND_NAMES]
        : undefined;
    const shown = words === undefined ? undefined : htmlText(words);
    return [kind, shown].filter(Boolean).join(': ') || '(utan text)';
  }
  return '';
}
