import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockCodeFiles } from './block-code';

// `npm run blocks:write`: writes `src/blocks/generated/` from the block folders' manifests.
const blocksDirectory = fileURLToPath(new URL('../src/blocks/', import.meta.url));
for (const [name, contents] of Object.entries(blockCodeFiles(blocksDirectory))) {
  writeFileSync(path.join(blocksDirectory, 'generated', name), contents);
  console.log(`wrote src/blocks/generated/${name}`);
}
