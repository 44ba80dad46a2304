import { options } from 'preact';

// The site runs on Preact (vite.config.ts), whose effects wait for the next painted frame, while
// React runs the effects of an input event before the next event. The site and the blocks are
// written for React's order: a menu's Escape listener is set in an effect when the menu opens,
// and must be there for the very next key. Under load a frame can take long enough for a quick
// key to be missed (the keyboard journeys caught it in CI), so once the page has painted, effects
// run in a microtask after each render: before any further input, as in React. The first
// render's effects still wait for the first paint, which keeps the first task short (Lighthouse
// counted 40–60 ms more blocking time when they did not).
function flushEffectsBeforeInput(): void {
  options.requestAnimationFrame = (callback) => queueMicrotask(callback);
}

requestAnimationFrame(() => setTimeout(flushEffectsBeforeInput));
