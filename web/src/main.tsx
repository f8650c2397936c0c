import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/tokens.css';
import './styles/base.css';

// Spec 8 "failed asset load → full page reload": after a deploy, old lazy chunks are gone; a
// reload fetches the new entry instead of leaving the user on a broken page.
// Offline, the reload would only show the browser's offline page; the failed import then reaches
// the route's error page, which shows the offline notice (issue 18).
window.addEventListener('vite:preloadError', () => {
  if (navigator.onLine) window.location.reload();
});

const container = document.getElementById('root');
if (!container) {
  throw new Error('Root element #root is missing in index.html');
}

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
