// Entry point of the GraphQL IDE page (graphql-ide.html), which the gateway serves at GET /graphql
// to a browser.
import '../explorer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IdePage } from './ide-page';

const root = document.getElementById('root');
if (!root) throw new Error('graphql-ide.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <IdePage />
  </StrictMode>,
);
