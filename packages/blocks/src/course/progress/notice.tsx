import { type ReactNode, useCallback, useState } from 'react';

/**
 * The player's own short messages, for hosts that pass no `notify`: a status line that is
 * always in the page, so each new message is read out, and shows the latest one.
 */
export function useNotice(): {
  show: (text: string, options: { kind: 'info' | 'error' }) => void;
  region: ReactNode;
} {
  const [notice, setNotice] = useState<{ text: string; kind: 'info' | 'error' } | null>(null);
  const show = useCallback((text: string, options: { kind: 'info' | 'error' }) => {
    setNotice({ text, kind: options.kind });
  }, []);
  const region = (
    <div role="status" className="jb-course-notice">
      {notice && (
        <p className="jb-alert" data-tone={notice.kind === 'error' ? 'error' : 'success'}>
          {notice.text}
        </p>
      )}
    </div>
  );
  return { show, region };
}
