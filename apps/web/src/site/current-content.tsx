import type { Education, Page } from '@jamstalldhet/contract';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** Which part of an education is shown, for the administrators' edit links (SPEC §6). */
export type EducationSection = 'presentation' | 'episode' | 'evaluation' | 'completed';

/** What the current route shows; the header's edit-links bar and breadcrumbs read it. */
export interface CurrentContent {
  page?: Page | undefined;
  education?: Education | undefined;
  section?: EducationSection | undefined;
  /** The post id of the episode shown, on chapter pages. */
  episodePostId?: number | undefined;
}

type Setter = (content: CurrentContent | null) => void;

const ContentValue = createContext<CurrentContent | null>(null);
const ContentSetter = createContext<Setter>(() => {});

/** Holds what the current route shows, so the layout around it can read it. */
export function CurrentContentProvider({ children }: { children?: ReactNode }) {
  const [content, setContent] = useState<CurrentContent | null>(null);
  return (
    <ContentSetter.Provider value={setContent}>
      <ContentValue.Provider value={content}>{children}</ContentValue.Provider>
    </ContentSetter.Provider>
  );
}

/** What the current route shows, or null (account pages, errors). */
export function useCurrentContent(): CurrentContent | null {
  return useContext(ContentValue);
}

/** Called by a route's page component: tells the layout what is shown while it is mounted. */
export function useShowContent(content: CurrentContent | null): void {
  const set = useContext(ContentSetter);
  const { page, education, section, episodePostId } = content ?? {};
  useEffect(() => {
    set(page || education ? { page, education, section, episodePostId } : null);
    return () => set(null);
  }, [set, page, education, section, episodePostId]);
}
