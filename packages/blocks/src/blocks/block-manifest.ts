import type { Block } from '@jamstalldhet/contract';

/*
 * A block folder's manifest: everything the package knows of its blocks, in one object that
 * imports only data (texts), so the engine, the API and the editor may read it without pulling a
 * component. The code the manifest names (the component, the form, the styles) is found by the
 * folder's file names and wired by `npm run blocks:write`, which writes `blocks/generated/`:
 * lazy component loaders for the learner's pages, the editor's forms, the package's exports and
 * stylesheet. (Payload writes its admin import map the same way, for the same reason: a bundler
 * keeps only what a page imports, and a list of loaders written out is what it can follow.)
 */

/** One block of a folder. */
export interface BlockManifestEntry {
  /** What editors call the block, in "Lägg till block" and in publish problems ('block 4 (Video)'). */
  readonly title: string;
  /** The name the folder's `<folder>.tsx` exports the block's component by. */
  readonly component: string;
  /** The content fields the block reads, besides the layout fields every block has. */
  readonly fields: readonly (keyof Block)[];
}

/** Texts by key, `'<area>.<text>'`. */
type Texts = Readonly<Record<string, string>>;

/** A block folder's manifest. */
export interface BlockFolderManifest {
  /** The folder's name: its component is `<folder>.tsx`, its form(s) `<folder>-form.ts`, its styles `<folder>.css`. */
  readonly folder: string;
  /** The folder's blocks by block name (one folder may render several, as the question layouts). */
  readonly blocks: Readonly<Record<string, BlockManifestEntry>>;
  /** The folder's Swedish default texts (`<folder>-labels.ts`), which a host may override. */
  readonly labels?: Texts;
  /** The same texts in English (`<folder>-english.ts`): every key of `labels`. */
  readonly english?: Texts;
}

/**
 * Declares a block folder's manifest, keeping its literal types (block names, fields) so that
 * `BlockName`, `BlockOf` and `LabelKey` are computed from the manifests.
 *
 * @example export const quoteManifest = defineBlockFolder({ folder: 'quote', blocks: { quote: { title: 'Citat', component: 'Quote', fields: ['title', 'html'] } } });
 */
export function defineBlockFolder<const Manifest extends BlockFolderManifest>(
  manifest: Manifest & EnglishOf<Manifest>,
): Manifest {
  return manifest;
}

/** A folder with texts gives each of them in English too: the build fails without. */
type EnglishOf<Manifest extends BlockFolderManifest> = Manifest extends { labels: infer Labels }
  ? { readonly english: { readonly [Key in keyof Labels]: string } }
  : unknown;

/** `A | B` as `A & B`: the keys of every member of a union. */
export type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Intersection,
) => void
  ? Intersection
  : never;
