// First: effects in React's order on the site's Preact, before any component renders.
import './preact-effects';
import '@jamstalldhet/blocks/styles.css';
import './styles/site.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('app');
if (!container) {
  throw new Error('index.html lacks <div id="app">');
}
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
