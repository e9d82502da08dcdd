import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { parseGuideDay } from '@/content/programme';
import { BASENAME, pathWithoutLanguage } from '@/lib/language';
import { pageFileFor } from '@/lib/page-files';
import '@/styles/index.css';

// Which build is running, for support and the update test (set VITE_BUILD_ID when building).
document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID ?? 'local';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <BrowserRouter basename={BASENAME}>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// The build prerenders every page (data-page names which). Hydrate the page meant for this path
// — in a transition, which React splits into short tasks: the page is already shown, so painting
// and input come first. Anything else (the dev server's empty shell, a fallback page) is
// rendered afresh.
const expected = pageFileFor(pathWithoutLanguage(window.location.pathname), (day) => parseGuideDay(String(day)) !== null);
if (root.dataset.page === expected) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
