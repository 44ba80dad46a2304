/** Shown while the session or a page loads; announced politely. */
export function LoadingPage() {
  return (
    <p className="web-loading" role="status">
      Laddar …
    </p>
  );
}
