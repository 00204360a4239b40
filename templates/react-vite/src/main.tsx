// First: blocked browser storage falls back to memory before any app module reads it.
import './lib/storage-fallback';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
