import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { applyStoredTheme } from './lib/theme';
import './styles/tokens.css';
import './styles/global.css';
import './styles/utilities.css';

applyStoredTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
