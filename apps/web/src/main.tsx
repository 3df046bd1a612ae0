import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The installable app: push notifications and the shell for a weak network (decision 048). Built
// files only: the dev server has no worker.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
}

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
