import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

/**
 * A DOMPurify of its own on this page's window, set up once on first use: hooks belong to an
 * instance, so content and comments cannot change each other's rules.
 *
 * Without a DOM there is nothing to sanitize with, and returning the input would be unsafe, so
 * it throws; a Node server uses `@jamstalldhet/blocks/server`, which gives the same results.
 */
export function domPurifier(setUp: (purify: DOMPurify) => void): () => DOMPurify {
  let instance: DOMPurify | undefined;
  return () => {
    if (!instance) {
      // Through globalThis: the engine is also compiled for servers, without the DOM's types.
      const view = (globalThis as { window?: WindowLike }).window;
      const purify = view ? createDOMPurify(view) : undefined;
      if (!purify?.isSupported) {
        throw new Error(
          'The HTML sanitizers of @jamstalldhet/blocks/engine need a browser DOM; on a server, import them from @jamstalldhet/blocks/server.',
        );
      }
      setUp(purify);
      instance = purify;
    }
    return instance;
  };
}
