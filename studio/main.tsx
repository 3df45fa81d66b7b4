/** Entry of the studio document (dist/studio/index.html, served at /studio/ by server/api/studioSite.ts). */
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} else {
  console.error('[studio] the document has no #root element.');
}
