// Start-up: load /config.json (the API base URL and other runtime settings), then render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './index.css';
import { installPolishErrors } from '@shop/shared/polish-errors';
import { App } from './app/app.tsx';
import { loadRuntimeConfig } from './lib/runtime-config.ts';

installPolishErrors();
const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  (error: unknown) => {
    console.error('The shop could not load /config.json', error);
    root.render(
      <p role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
        Nie udało się uruchomić sklepu. Odśwież stronę za chwilę.
      </p>,
    );
  },
);
