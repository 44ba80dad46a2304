import { existsSync } from 'node:fs';
import path from 'node:path';
import { BLOCK_FOLDERS } from '../src/blocks/block-folders';
import type { BlockFolderManifest } from '../src/blocks/block-manifest';

/*
 * The code `npm run blocks:write` writes from the block folders' manifests into
 * `src/blocks/generated/`: what a bundler must see written out (imports it can follow), so that
 * a page loads only the blocks it shows and the editor alone loads the forms. The folders' test
 * compares these files with what is on disk.
 */

const HEADER = "// Written by `npm run blocks:write` from the block folders' manifests: do not edit.\n";

/** The generated files by name (in `src/blocks/generated/`), with their contents. */
export function blockCodeFiles(blocksDirectory: string): Record<string, string> {
  const folders: readonly BlockFolderManifest[] = BLOCK_FOLDERS;
  return {
    'component-loaders.ts': componentLoaders(folders),
    'forms.ts': forms(folders),
    'exports.ts': `${HEADER}${folders.map((folder) => `export * from '../${folder.folder}/index';\n`).join('')}`,
    'blocks.css': `/* Written by \`npm run blocks:write\` from the block folders' manifests: do not edit. */\n${folders
      .filter((folder) => existsSync(path.join(blocksDirectory, folder.folder, `${folder.folder}.css`)))
      .map((folder) => `@import "../${folder.folder}/${folder.folder}.css";\n`)
      .join('')}`,
  };
}

function componentLoaders(folders: readonly BlockFolderManifest[]): string {
  const lines = folders.flatMap((folder) =>
    Object.entries(folder.blocks).map(
      ([name, entry]) =>
        `  '${name}': () => import('../${folder.folder}/${folder.folder}').then((module) => module.${entry.component}),\n`,
    ),
  );
  return `${HEADER}import type { BlockComponent } from '../../parts/block-props';
import type { BlockName } from '../block-catalog';

/** Each block's component, loaded when first shown: a chunk per folder. */
export const COMPONENT_LOADERS: { readonly [Name in BlockName]: () => Promise<BlockComponent> } = {
${lines.join('')}};
`;
}

function forms(folders: readonly BlockFolderManifest[]): string {
  const imports = folders.map((folder) => {
    const names = Object.keys(folder.blocks).map(formName).sort();
    return `import { ${names.join(', ')} } from '../${folder.folder}/${folder.folder}-form';\n`;
  });
  const entries = folders.flatMap((folder) =>
    Object.keys(folder.blocks).map((name) => `  '${name}': ${formName(name)},\n`),
  );
  return `${HEADER}${imports.join('')}import type { BlockFormParts } from '../../forms/form-types';
import type { BlockName } from '../block-catalog';

/** Each block's form in the editor (\`<folder>-form.ts\`, named after the block), in the folders' order. */
export const FORMS: { readonly [Name in BlockName]: BlockFormParts<Name> } = {
${entries.join('')}};
`;
}

/** `question-radio` → `questionRadioForm`. */
function formName(blockName: string): string {
  return `${blockName.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Form`;
}
