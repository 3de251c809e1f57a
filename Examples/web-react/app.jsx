// The React example's page: the card under StrictMode (mounted, unmounted and mounted again in
// development, which leaves exactly one surface on it).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Card } from './card.jsx';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <h1>fingerplay/react</h1>
    <p>Drag the card around its track: past the edge it gives like a rubberband and settles back when let go. Tap it to change its colour.</p>
    <Card />
  </StrictMode>,
);
