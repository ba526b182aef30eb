import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page the server rendered (sign-in, sign-up) is taken over where it stands; the shell is empty.
// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread in one long task while the form is already on screen.
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
