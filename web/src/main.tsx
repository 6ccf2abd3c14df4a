import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router.tsx';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing the #root element.');

createRoot(container).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
