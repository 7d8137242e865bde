import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-700.css';
import '@fontsource/noto-sans-lao/lao-400.css';
import '@fontsource/noto-sans-lao/lao-700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import { createRoot } from 'react-dom/client';
import { bootPlatform } from '@lesson-planner/shared-contracts/boot';
import { App } from './app/App';
import { registerEnvironmentRemotes } from './federation/remote-registry';

const root = createRoot(document.getElementById('root')!);

bootPlatform().then(
  (environment) => {
    registerEnvironmentRemotes(environment);
    root.render(<App />);
  },
  (error: unknown) => {
    // Without the environment no translation can load, so the page's own text says it.
    console.error('Lesson Planner could not start', error);
    document.getElementById('boot-failure')?.removeAttribute('hidden');
  },
);
