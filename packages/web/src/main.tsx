import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { BootError } from './app/BootError';
import { createAppDeps } from './app/createAppDeps';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { logger } from './logger';

async function boot(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    root.render(<App deps={createAppDeps(config)} />);
  } catch (error) {
    logger.error('boot failed', error);
    root.render(<BootError />);
  }
}

void boot(document.getElementById('root')!);
