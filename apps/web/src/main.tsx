import './app/theme.css';
import { publicPathIs } from './app/public/public-path';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Respondents open /survey/* and /upload?id=… without signing in (spec 000 section 2): their pages
// come in a chunk of their own, and the portal's code (sign-in, shell, pages) does not load for them.
if (publicPathIs(window.location)) {
  void import('./app/public/public-start').then(({ publicAppStart }) => publicAppStart(root));
} else {
  void import('./app/app').then(({ appStart }) => appStart(root));
}
