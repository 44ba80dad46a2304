import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockCodeFiles } from '../../scripts/block-code';
import { BLOCK_ENTRIES, BLOCK_KIND_NAMES } from './block-catalog';
import { BLOCK_FOLDERS } from './block-folders';

const blocksDirectory = path.dirname(fileURLToPath(import.meta.url));

describe('the block folders', () => {
  it('are each listed once, by a manifest that names its own folder', () => {
    const onDisk = readdirSync(blocksDirectory, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'generated')
      .map((entry) => entry.name)
      .sort();
    expect(BLOCK_FOLDERS.map((folder) => folder.folder).sort()).toEqual(onDisk);
    for (const folder of onDisk) {
      expect(existsSync(path.join(blocksDirectory, folder, 'manifest.ts')), folder).toBe(true);
      expect(existsSync(path.join(blocksDirectory, folder, `${folder}.tsx`)), folder).toBe(true);
      expect(existsSync(path.join(blocksDirectory, folder, `${folder}-form.ts`)), folder).toBe(true);
    }
  });

  it('name each block once, with a title', () => {
    const names = BLOCK_FOLDERS.flatMap((folder) => Object.keys(folder.blocks));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(BLOCK_ENTRIES)).toEqual(names);
    for (const name of names) {
      expect(BLOCK_KIND_NAMES[name as keyof typeof BLOCK_KIND_NAMES].trim(), name).not.toBe('');
    }
  });

  it('match the generated code (after a manifest changes, run `npm run blocks:write`)', () => {
    for (const [name, contents] of Object.entries(blockCodeFiles(blocksDirectory))) {
      const written = readFileSync(path.join(blocksDirectory, 'generated', name), 'utf8');
      expect(written, `src/blocks/generated/${name} is out of date: run \`npm run blocks:write\``).toBe(
        contents,
      );
    }
  });
});
