// First: effects in React's order on the site's Preact, before any component renders.
import './preact-effects';
import '@jamstalldhet/blocks/styles.css';
import './styles/site.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('app');
if (!container) {
  throw new Error('index.html lacks <div id="app">');
}
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page the server rendered (issue 25) is taken over as it stands; the page shell alone is drawn.
if (container.firstElementChild) {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
