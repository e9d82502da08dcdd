import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import '@/styles/index.css';

// Which build is running, for support and the update test (set VITE_BUILD_ID when building).
document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID ?? 'local';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
