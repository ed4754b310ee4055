import '@fontsource/orbitron/700.css';
import './styles/inter-variable.css';
import '@fontsource/jetbrains-mono/400.css';
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { startApplication } from './app/start-up';

const container = document.getElementById('root');
if (container) startApplication(createRoot(container));
