import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockCodeFiles } from './block-code';

// `npm run blocks:write` (run at install too): writes `src/blocks/generated/` from the block
// folders' manifests. The folder is not kept in git: it is made from what is.
const blocksDirectory = fileURLToPath(new URL('../src/blocks/', import.meta.url));
mkdirSync(path.join(blocksDirectory, 'generated'), { recursive: true });
for (const [name, contents] of Object.entries(blockCodeFiles(blocksDirectory))) {
  writeFileSync(path.join(blocksDirectory, 'generated', name), contents);
  console.log(`wrote src/blocks/generated/${name}`);
}
