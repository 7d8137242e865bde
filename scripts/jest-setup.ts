import '@testing-library/jest-dom';
import { loadLaoDates } from '../shared-contracts/src/interface/lao-formatter';

// In the browser Lao's dates arrive with Lao's translations (the i18n backend); tests format
// them without that backend.
beforeAll(() => loadLaoDates());
