import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/theme.css';
import { accessTokenCapture } from './lib/access-token';

// Before anything reads the address: store a handed-over token and strip it from the URL.
accessTokenCapture();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
