import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce>(() => {});

/**
 * One polite live region per block form, for what a change does out of sight: an option moved,
 * an item removed, an image uploaded. The region is on the page before anything is said in it,
 * and each message is a new node, so the same words said twice are read twice.
 */
export function FormAnnouncer({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState({ message: '', count: 0 });
  const announce = useCallback<Announce>((message) => {
    setSaid((previous) => ({ message, count: previous.count + 1 }));
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div role="status" className="jb-visually-hidden">
        {said.message && <p key={said.count}>{said.message}</p>}
      </div>
    </AnnounceContext.Provider>
  );
}

/** Says a message in the block form's polite live region. */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}
