import type { BLOCK_LAYOUT_FIELDS, Block } from '@jamstalldhet/contract';
import { BLOCK_FOLDERS } from './block-folders';
import type { BlockManifestEntry, UnionToIntersection } from './block-manifest';

/*
 * The blocks of the package, read off the folders' manifests: their names, titles and fields.
 * Data only (no component), so the engine and the API use it too.
 */

type Entries = UnionToIntersection<(typeof BLOCK_FOLDERS)[number]['blocks']>;

/** The name of a block the package renders. */
export type BlockName = keyof Entries & string;

/** The content fields block `Name` reads (its manifest's `fields`). */
export type BlockFieldsOf<Name extends BlockName> = Entries[Name] extends { fields: readonly (infer Field)[] }
  ? Field & keyof Block
  : never;

/** The fields of one block: its layout fields and the content fields it reads. */
export type BlockOf<Name extends BlockName> = Pick<
  Block,
  (typeof BLOCK_LAYOUT_FIELDS)[number] | BlockFieldsOf<Name>
> & { name: Name };

/**
 * Every block of the package as a union discriminated by `name`: narrowing on `name` says which
 * fields a block has.
 *
 * @example if (block.name === 'video-full') block.video_url // string | undefined
 */
export type KnownBlock = { [Name in BlockName]: BlockOf<Name> }[BlockName];

/** Every block's manifest entry by name, in the folders' order. */
export const BLOCK_ENTRIES: { readonly [Name in BlockName]: BlockManifestEntry } = Object.assign(
  {},
  ...BLOCK_FOLDERS.map((folder) => folder.blocks),
);

/** The content fields each block reads, by block name. */
export const BLOCK_FIELDS = mapEntries((entry) => entry.fields) as {
  readonly [Name in BlockName]: readonly BlockFieldsOf<Name>[];
};

/** What editors call each block, in the places a publish problem names ('block 4 (Video)'). */
export const BLOCK_KIND_NAMES: { readonly [Name in BlockName]: string } = mapEntries((entry) => entry.title);

/** Whether the package knows a block of this name (content from a newer site may hold others). */
export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(BLOCK_ENTRIES, name);
}

function mapEntries<Value>(pick: (entry: BlockManifestEntry) => Value): Record<BlockName, Value> {
  return Object.fromEntries(
    Object.entries(BLOCK_ENTRIES).map(([name, entry]) => [name, pick(entry)]),
  ) as Record<BlockName, Value>;
}
