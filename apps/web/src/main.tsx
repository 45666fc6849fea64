import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { routePagePreload } from './app/router';
import './app/theme.css';
import { accessTokenCapture } from './lib/access-token';

// Before anything reads the address: store a handed-over token and strip it from the URL.
accessTokenCapture();
// The page's own code loads while the session is checked, rather than after.
routePagePreload(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
