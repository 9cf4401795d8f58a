import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ComingSoon } from '@/coming-soon';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ComingSoon />
  </StrictMode>,
);
