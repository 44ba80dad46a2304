import './logo.css';

/**
 * The authority's mark and the site's name. The drawing is decorative; the words are text,
 * so they zoom and translate. Callers give the whole a name (link or image).
 */
export function Logo() {
  return (
    <span className="web-logo">
      <svg
        className="web-logo__mark"
        viewBox="0 0 40 40"
        width="40"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="15" cy="20" r="11" fill="none" stroke="currentColor" strokeWidth="4" />
        <circle cx="25" cy="20" r="11" fill="none" stroke="currentColor" strokeWidth="4" />
      </svg>
      <span className="web-logo__words" aria-hidden="true">
        <span className="web-logo__authority">Jämställdhetsmyndigheten</span>{' '}
        <span className="web-logo__site">Webbutbildningar</span>
      </span>
    </span>
  );
}
