import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BLOCK_LAYOUT_FIELDS } from '@jamstalldhet/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { BLOCK_FIELDS, type BlockName, type KnownBlock } from '../blocks/block-catalog';
import { blockRegistry } from './registry';

const blocksFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../blocks');

// The folder that renders each block name (most names are their folder's).
function folderOf(name: BlockName): string {
  if (name.startsWith('question-radio') || name.startsWith('question-checkbox')) {
    return 'question-choice';
  }
  if (name === 'question-input-text' || name === 'question-textarea') {
    return 'question-text';
  }
  return name;
}

/** Fields a folder's code reads straight off its block (`block.x`, `block?.x`, `const { x } = block`). */
function fieldsReadIn(folder: string): Set<string> {
  const read = new Set<string>();
  const directory = path.join(blocksFolder, folder);
  for (const file of readdirSync(directory)) {
    if (!/\.tsx?$/.test(file) || /\.(test|stories|tests\.stories)\./.test(file)) {
      continue;
    }
    const code = readFileSync(path.join(directory, file), 'utf8');
    for (const match of code.matchAll(/\bblock\??\.([a-z_]+)/g)) {
      read.add(match[1] as string);
    }
    for (const match of code.matchAll(/const \{([^}]+)\} = block;/g)) {
      for (const part of (match[1] as string).split(',')) {
        read.add(part.split(':')[0]?.trim() ?? '');
      }
    }
  }
  return read;
}

describe('the documented fields of each block (BLOCK_FIELDS)', () => {
  it('names exactly the blocks the registry renders', () => {
    expect(Object.keys(BLOCK_FIELDS).sort()).toEqual(Object.keys(blockRegistry).sort());
  });

  it("lists every field a block's own code reads", () => {
    const layout = new Set<string>(BLOCK_LAYOUT_FIELDS);
    for (const folder of new Set((Object.keys(BLOCK_FIELDS) as BlockName[]).map(folderOf))) {
      const documented = new Set<string>(
        (Object.keys(BLOCK_FIELDS) as BlockName[])
          .filter((name) => folderOf(name) === folder)
          .flatMap((name) => BLOCK_FIELDS[name]),
      );
      for (const field of fieldsReadIn(folder)) {
        expect(documented.has(field) || layout.has(field), `${folder} reads block.${field}`).toBe(true);
      }
    }
  });

  it('types a block by its name', () => {
    const narrow = (block: KnownBlock) => (block.name === 'video-full' ? block.video_url : undefined);
    expectTypeOf(narrow).returns.toEqualTypeOf<string | undefined>();
    expectTypeOf<Extract<KnownBlock, { name: 'divider' }>>().not.toHaveProperty('html');
    expectTypeOf<Extract<KnownBlock, { name: 'question-radio' }>>().toHaveProperty('answers');
  });
});
