import { type ReactNode, useCallback, useState } from 'react';

/**
 * The player's own short messages, for hosts that pass no `notify`: a status region and an alert
 * region that are always in the page, above the course, so each new message is read out (an
 * error at once) and seen. The latest message shows until the next.
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
    <div className="jb-course-notice">
      <div role="status">
        {notice?.kind === 'info' && (
          <p className="jb-alert" data-tone="success">
            {notice.text}
          </p>
        )}
      </div>
      <div role="alert">
        {notice?.kind === 'error' && (
          <p className="jb-alert" data-tone="error">
            {notice.text}
          </p>
        )}
      </div>
    </div>
  );
  return { show, region };
}
