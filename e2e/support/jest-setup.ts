import { closeAdmin } from './admin';
import { startBrowser, stopBrowser } from './browser';

beforeAll(startBrowser);
afterAll(async () => {
  await stopBrowser();
  await closeAdmin();
});
