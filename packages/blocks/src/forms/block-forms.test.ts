import {
  BLOCK_LAYOUT_FIELDS,
  BlockButtonSchema,
  BlockItemSchema,
  BlockSchema,
  BlockVisibilitySchema,
  blockChoices,
  CardSideSchema,
  FileSchema,
  FolderSchema,
  PageSchema,
} from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { BLOCK_FIELDS, type BlockName } from '../blocks/block-catalog';
import { GENERATED_BLOCK_ID, GENERATED_OPTION_ID } from '../engine/editor/block-identity';
import { draftFieldProblems } from '../engine/editor/draft-field-checks';
import { pagePublishProblems } from '../engine/editor/publish-checks';
import { BLOCK_KIND_NAMES } from '../engine/editor/publish-labels';
import { HTML_FIELD_KEYS } from '../engine/html/document-html';
import { BLOCK_FORMS, blockForm, newBlock } from './block-forms';
import type { BlockForm, BlockFormField } from './form-types';
import { sampleBlock } from './sample-block';

// The list of block types comes from the contract, not from the registry under test.
const BLOCK_NAMES = Object.keys(BLOCK_FIELDS) as BlockName[];

const NOT_EDITABLE = ['block_id', 'name', 'post_id', 'part', 'check_on_server', 'sidebar'];

/** Every field of a form, nested ones too, with where it is ('items.front.title'). */
function everyField(
  fields: readonly BlockFormField[],
  prefix = '',
): Array<{ at: string; field: BlockFormField }> {
  return fields.flatMap((field) => {
    const at = `${prefix}${field.key}`;
    const nested =
      field.widget === 'list' || field.widget === 'group' ? everyField(field.fields, `${at}.`) : [];
    return [{ at, field }, ...nested];
  });
}

function formsFields(form: BlockForm) {
  return everyField([...form.fields, ...form.layout]);
}

function onPage(block: unknown) {
  return PageSchema.parse({ id: 1, slug: 'prov', title: 'Prov', components: [block] });
}

describe('the block forms', () => {
  it('has a form for every block type the contract names', () => {
    for (const name of BLOCK_NAMES) {
      expect(blockForm(name), `${name} has no form`).toBeDefined();
      expect(blockForm(name)?.name).toBe(name);
    }
    expect(Object.keys(BLOCK_FORMS).sort()).toEqual([...BLOCK_NAMES].sort());
  });

  it('knows no form for a name it does not render', () => {
    expect(blockForm('campaign')).toBeUndefined();
    expect(blockForm('toString')).toBeUndefined();
  });

  it('names each block type as publish problems do, with one line on what it is for', () => {
    for (const name of BLOCK_NAMES) {
      const form = BLOCK_FORMS[name];
      expect(form.label).toBe(BLOCK_KIND_NAMES[name]);
      expect(form.description, name).toMatch(/^\S[^\n]*\.$/);
    }
  });

  it('offers only fields the block reads, and layout fields', () => {
    const layout = new Set<string>(BLOCK_LAYOUT_FIELDS);
    for (const name of BLOCK_NAMES) {
      const form = BLOCK_FORMS[name];
      const read = new Set<string>(BLOCK_FIELDS[name]);
      for (const field of form.fields) {
        expect(read.has(field.key) || field.key === 'mandatory', `${name}.${field.key}`).toBe(true);
      }
      for (const field of form.layout) {
        expect(layout.has(field.key), `${name} layout ${field.key}`).toBe(true);
      }
      const keys = [...form.fields, ...form.layout].map((field) => field.key);
      expect(new Set(keys).size, `${name} repeats a field`).toBe(keys.length);
      expect(
        keys.filter((key) => NOT_EDITABLE.includes(key)),
        name,
      ).toEqual([]);
    }
  });

  it('never keeps a required field under "Fler fält", nor a block\'s first field', () => {
    for (const name of BLOCK_NAMES) {
      const form = BLOCK_FORMS[name];
      for (const { at, field } of formsFields(form)) {
        expect(field.required === true && field.more === true, `${name}.${at}`).toBe(false);
      }
      expect(form.fields[0]?.more ?? false, name).toBe(false);
    }
  });

  it('asks "Obligatorisk fråga" on questions only', () => {
    for (const name of BLOCK_NAMES) {
      const mandatory = BLOCK_FORMS[name].fields.find((field) => field.key === 'mandatory');
      expect(mandatory !== undefined, name).toBe(name.startsWith('question-'));
    }
    expect(BLOCK_FORMS['question-radio'].fields.find((field) => field.key === 'mandatory')?.label).toBe(
      'Obligatorisk fråga',
    );
  });

  it("writes nested fields the contract's item, button, card side, file and folder have", () => {
    const shapes: Record<string, readonly string[]> = {
      items: Object.keys(BlockItemSchema.shape),
      folders: Object.keys(FolderSchema.shape),
      button: Object.keys(BlockButtonSchema.shape),
      front: Object.keys(CardSideSchema.shape),
      back: Object.keys(CardSideSchema.shape),
      file: Object.keys(FileSchema.shape),
    };
    for (const name of BLOCK_NAMES) {
      for (const { at, field } of formsFields(BLOCK_FORMS[name])) {
        if (field.widget === 'list' || field.widget === 'group') {
          const shape = shapes[field.key];
          expect(shape, `${name}.${at} has no contract shape`).toBeDefined();
          for (const nested of field.fields) {
            expect(shape, `${name}.${at}.${nested.key}`).toContain(nested.key);
          }
        }
      }
    }
  });

  it("offers in select lists only the contract's values, and all of a block's choices", () => {
    const enums: Record<string, readonly string[]> = {
      align: BlockSchema.shape.align.unwrap().options,
      image_position: BlockSchema.shape.image_position.unwrap().options,
      visibility: BlockVisibilitySchema.options,
      // ListBlock numbers a list whose type is 'numbered' and bullets any other.
      type: ['numbered'],
    };
    for (const name of BLOCK_NAMES) {
      const choices = blockChoices(name);
      for (const { at, field } of formsFields(BLOCK_FORMS[name])) {
        if (field.widget !== 'select') {
          continue;
        }
        const values = field.choices.map((choice) => choice.value);
        const fromChoices = choices[field.key];
        const allowed = fromChoices ?? enums[field.key];
        expect(allowed, `${name}.${at} has no contract list`).toBeDefined();
        expect(allowed, `${name}.${at}`).toEqual(expect.arrayContaining(values));
        expect(new Set(values).size, `${name}.${at} repeats a value`).toBe(values.length);
        if (fromChoices !== undefined) {
          expect([...values].sort(), `${name}.${at} leaves out a value`).toEqual([...fromChoices].sort());
        }
      }
    }
  });

  it('edits HTML fields, and only those, as rich text', () => {
    for (const name of BLOCK_NAMES) {
      for (const { at, field } of formsFields(BLOCK_FORMS[name])) {
        expect(field.widget === 'richtext', `${name}.${at} is ${field.widget}`).toBe(
          HTML_FIELD_KEYS.has(field.key),
        );
      }
    }
  });

  it('edits addresses, videos, images and answer options with their own widgets', () => {
    const widgetOf: Record<string, string> = {
      url: 'url',
      sound_url: 'url',
      video_url: 'video-url',
      video_url_visual: 'video-url',
      video_url_sign: 'video-url',
      image: 'image',
      answers: 'options',
    };
    for (const name of BLOCK_NAMES) {
      for (const { at, field } of formsFields(BLOCK_FORMS[name])) {
        const expected = widgetOf[field.key];
        if (expected !== undefined || ['url', 'video-url', 'image', 'options'].includes(field.widget)) {
          expect(field.widget, `${name}.${at}`).toBe(expected);
        }
      }
    }
  });

  it('labels every field in Swedish, with help on one line', () => {
    for (const name of BLOCK_NAMES) {
      for (const { at, field } of formsFields(BLOCK_FORMS[name])) {
        expect(field.label.trim(), `${name}.${at}`).not.toBe('');
        expect(field.help ?? '', `${name}.${at}`).not.toContain('\n');
        if (field.widget === 'select') {
          expect(
            field.choices.every((choice) => choice.label.trim() !== ''),
            `${name}.${at}`,
          ).toBe(true);
        }
        if (field.widget === 'list' || field.widget === 'options') {
          expect(field.itemLabel.trim(), `${name}.${at}`).not.toBe('');
        }
      }
    }
  });

  it('gives a block whose every field is filled that parses, saves and publishes', () => {
    for (const name of BLOCK_NAMES) {
      const sample = sampleBlock(BLOCK_FORMS[name]);
      const parsed = BlockSchema.safeParse(sample);
      expect(parsed.error?.issues ?? [], name).toEqual([]);
      expect(draftFieldProblems({ components: [sample] }), name).toEqual([]);
      expect(pagePublishProblems(onPage(sample), { slugs: new Set() }), name).toEqual([]);
    }
  });
});

describe('newBlock', () => {
  it('makes a block of every type that parses and may be saved as a draft', () => {
    for (const name of BLOCK_NAMES) {
      const block = newBlock(name);
      expect(block.name).toBe(name);
      expect(block.part).toBe('normal');
      expect(block.block_id).toMatch(GENERATED_BLOCK_ID);
      expect(BlockSchema.safeParse(block).success, name).toBe(true);
      expect(draftFieldProblems({ components: [block] }), name).toEqual([]);
    }
  });

  it('gives each new block its own id, in the part asked for', () => {
    const first = newBlock('text', 'evaluation');
    const second = newBlock('text', 'evaluation');
    expect(first.block_id).not.toBe(second.block_id);
    expect(first.part).toBe('evaluation');
    expect(first).toMatchObject({ title: '', html: '', visibility: 'all' });
  });

  it('starts a question with two options that have ids of their own', () => {
    for (const name of BLOCK_NAMES.filter((blockName) =>
      BLOCK_FIELDS[blockName].includes('answers' as never),
    )) {
      const answers = newBlock(name).answers ?? [];
      expect(
        answers.map((option) => option.label),
        name,
      ).toEqual(['Alternativ 1', 'Alternativ 2']);
      expect(
        answers.every((option) => GENERATED_OPTION_ID.test(option.id) && !option.correct),
        name,
      ).toBe(true);
      expect(answers[0]?.id).not.toBe(answers[1]?.id);
    }
  });

  it('leaves out what an editor has not chosen: no image, no colour', () => {
    const card = newBlock('card-full');
    expect(card.image).toBeUndefined();
    expect(card.bgcolor).toBeUndefined();
    expect(card.image_position).toBe('left');
    expect(card.button).toEqual({ text: '', url: '', external: false, aria_label: '' });
    expect(newBlock('question-textarea').max_length).toBe(30);
  });

  it('gives archive folders and cards ids of their own', () => {
    const archive = sampleBlock(BLOCK_FORMS['education-archive']);
    const folders = archive.folders as Array<{ id: string }>;
    expect(folders).toHaveLength(2);
    expect(folders[0]?.id).not.toBe(folders[1]?.id);
    expect(newBlock('cards-multiple').items?.[0]?.id).toMatch(GENERATED_OPTION_ID);
  });
});
