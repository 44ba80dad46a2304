import '@jamstalldhet/blocks/styles.css';
import './styles/site.css';
import { afterFirstPaint } from './first-paint';

const container = document.getElementById('app');
if (!container) {
  throw new Error('index.html lacks <div id="app">');
}
// A page the server drew is painted before the site's code is even loaded: the code comes once
// the page and its images are on screen (first-paint.ts), so it does not hold the first paint
// back (issue 25). This entry imports nothing of the site's code but that wait: the libraries,
// Preact's core too, come with the site's code. The page shell alone (a logged-in visitor's) is drawn as soon as the code is
// there.
if (container.firstElementChild) {
  afterFirstPaint(load);
} else {
  load();
}

// Hydrating in a task of its own, after the one that evaluates the code, keeps each shorter.
function load(): void {
  void import('./start').then(({ start }) => setTimeout(() => start(container as HTMLElement)));
}
