import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './i18n/i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The installable app: push notifications and the shell for a weak network (decision 048). Built
// files only: the dev server has no worker.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
}

// The first page draws in the person's language: its `common` catalogue comes first (decision 054).
void startI18n().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
