import { options } from 'preact';

// The site runs on Preact (vite.config.ts), whose effects wait for the next painted frame, while
// React runs the effects of an input event before the next event. The site and the blocks are
// written for React's order: a menu's Escape listener is set in an effect when the menu opens,
// and must be there for the very next key. Under load a frame can take long enough for a quick
// key to be missed (the keyboard journeys caught it), so effects run in a microtask after each
// render instead: before any further input, as in React.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);
