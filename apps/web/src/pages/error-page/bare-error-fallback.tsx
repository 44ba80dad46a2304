/**
 * The last resort when even the error page fails (SPEC §8): plain HTML with SPEC's exact
 * English texts. It uses no router, data or settings, since any of them may be what broke;
 * the plain link reloads the site from the start page.
 */
export function BareErrorFallback() {
  return (
    <div className="web-error-page" role="alert">
      <p>An error occurred while showing the error page</p>
      <p>
        <a href="/">Go back to home</a>
      </p>
    </div>
  );
}
