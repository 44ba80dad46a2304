import { createContext, type HTMLAttributes, type ReactNode, useContext } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const HeadingLevelContext = createContext<HeadingLevel>(2);

/** The heading level block titles use here. @default 2 */
export function useHeadingLevel(): HeadingLevel {
  return useContext(HeadingLevelContext);
}

/** Sets the heading level of block titles inside it, e.g. 3 below a page's h2. */
export function HeadingLevelProvider({ level, children }: { level: HeadingLevel; children?: ReactNode }) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}

/** The level one below `level`, capped at 6. */
export function nextHeadingLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}

/**
 * A heading at the current level, or at `offset` levels below it, so blocks keep the
 * page's outline whatever page they are placed on.
 */
export function Heading({
  offset = 0,
  children,
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & { offset?: number; children?: ReactNode }) {
  const level = Math.min(useHeadingLevel() + offset, 6) as HeadingLevel;
  const Tag = `h${level}` as const;
  return <Tag {...rest}>{children}</Tag>;
}
