import type { BlockPart, Education, EducationProgress, Page, Settings, User } from '@jamstalldhet/contract';
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type RefAttributes,
  useContext,
  useMemo,
} from 'react';
import type { LabelKey } from '../i18n/default-labels';
import type { BlocksApi } from './api';

/** An answer as a block reports it to the host. */
export interface BlockAnswer {
  educationId: number;
  blockId: string;
  values: string[];
  part: BlockPart;
}

/** Which optional cookie categories the visitor has approved. */
export interface ConsentState {
  statistical: boolean;
  marketing: boolean;
}

export type LinkComponent = ComponentType<
  AnchorHTMLAttributes<HTMLAnchorElement> & RefAttributes<HTMLAnchorElement> & { href: string }
>;

/** Everything a host may give the blocks; every field is optional. */
export interface BlocksContextValue {
  /**
   * Texts to use instead of the Swedish defaults, by label key (`LabelKey`, listed in
   * `defaultLabels`); `englishLabels` is the whole package in English.
   */
  labels?: Readonly<Partial<Record<LabelKey, string>>> | undefined;
  /** The logged-in user, or null for an anonymous visitor. */
  user?: User | null | undefined;
  /** Cookie consent; video players need marketing consent (SPEC §4). */
  consent?: ConsentState | undefined;
  /** Opens the host's cookie settings (from the video placeholder). */
  onOpenCookieSettings?: (() => void) | undefined;
  /** The calls blocks may make. */
  api?: BlocksApi | undefined;
  /** Site settings, for evaluation terms and taxonomies. */
  settings?: Settings | undefined;
  /** The page being shown (its id is the post id of comments, archives and rooms). */
  page?: Page | null | undefined;
  /** The token from a passed completion, for requesting the certificate. */
  certificateToken?: string | null | undefined;
  /** The education being shown, if any. */
  education?: Education | null | undefined;
  /** The learner's saved progress in that education. */
  progress?: EducationProgress | null | undefined;
  /** Saved values per block id, shown by question blocks. */
  answers?: ReadonlyMap<string, readonly string[]> | undefined;
  /** Called with every answer a learner gives. */
  onAnswer?: ((answer: BlockAnswer) => void) | undefined;
  /**
   * Called when the learner presses "Rätta svaret", with the answer checked: the course player
   * keeps the first of each question for the statistics (issue 37).
   */
  onCheck?: ((answer: BlockAnswer) => void) | undefined;
  /** Mandatory blocks the learner must answer before going on; they show an error. */
  missingBlockIds?: readonly string[] | undefined;
  /** Renders links, e.g. the router's link; defaults to a plain `<a>`. */
  linkComponent?: LinkComponent | undefined;
  /** Order for shuffled blocks (`cards-multiple`); defaults to random. */
  shuffle?: (<T>(items: readonly T[]) => T[]) | undefined;
  /** The current time, for availability dates. @default () => new Date() */
  now?: (() => Date) | undefined;
  /** Shows warnings for unknown blocks (Storybook, development). @default false */
  development?: boolean | undefined;
}

const BlocksContext = createContext<BlocksContextValue>({});

// Every key of the context, so the merged value changes only when one of them does.
const CONTEXT_KEYS = [
  'labels',
  'user',
  'consent',
  'onOpenCookieSettings',
  'api',
  'settings',
  'page',
  'certificateToken',
  'education',
  'progress',
  'answers',
  'onAnswer',
  'onCheck',
  'missingBlockIds',
  'linkComponent',
  'shuffle',
  'now',
  'development',
] as const satisfies ReadonlyArray<keyof BlocksContextValue>;

/**
 * Gives blocks their data, calls and texts. Nest it to override single values.
 *
 * @example
 * <BlocksProvider user={user} api={api} labels={{ 'question.check': 'Check answer' }}>
 *   <BlockList blocks={page.components} />
 * </BlocksProvider>
 */
export function BlocksProvider({ children, ...value }: BlocksContextValue & { children?: ReactNode }) {
  const parent = useContext(BlocksContext);
  const dependencies = CONTEXT_KEYS.map((key) => value[key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `dependencies` lists every field of `value`
  const merged = useMemo<BlocksContextValue>(() => {
    const defined = Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
    return { ...parent, ...defined, labels: { ...parent.labels, ...value.labels } };
  }, [parent, ...dependencies]);
  return <BlocksContext.Provider value={merged}>{children}</BlocksContext.Provider>;
}

/** The blocks context of the nearest provider. */
export function useBlocks(): BlocksContextValue {
  return useContext(BlocksContext);
}
