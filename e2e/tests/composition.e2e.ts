import type { Response } from 'playwright-core';
import { DEMO, REMOTE_ORIGINS, SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { definedModules, packageOf } from '../support/module-ids';

describe('the composed app', () => {
  it('opens on the home page with the shell navigation', async () => {
    const { page, pageErrors, context } = await openPage();
    await page.goto(`${SHELL}/`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Home' }).waitFor();
    await page.getByRole('heading', { level: 1, name: /Plan units and lessons/ }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    await page.getByRole('link', { name: 'Sign up' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('reaches a route of every remote, each loaded through its manifest, with each shared library loaded once', async () => {
    const { page, pageErrors, context } = await openPage();
    const scripts: Response[] = [];
    const manifests = new Set<string>();
    page.on('response', (response) => {
      const url = response.url();
      if (url.endsWith('/mf-manifest.json')) manifests.add(new URL(url).origin);
      // A redirect has no body; the script it leads to arrives as a response of its own.
      if (url.endsWith('.js') && response.request().redirectedTo() === null) {
        scripts.push(response);
      }
    });

    // remote-auth serves the sign-in page; the other areas need a signed-in teacher.
    await signInThroughUi(page, DEMO.teacher1);
    for (const [path, heading] of [
      ['/team', 'Teams'],
      ['/units', 'Units'],
      ['/classroom', 'Classrooms'],
      ['/settings', 'Settings'],
    ] as const) {
      // Client-side navigation keeps one document, so every script the app needs is counted.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }
    expect([...manifests].sort()).toEqual(Object.values(REMOTE_ORIGINS).sort());

    // Count, across every script the browser loaded, who delivered each module of the shared
    // libraries: each must come from one origin and be defined once.
    const deliveries = new Map<string, Set<string>>();
    for (const response of scripts) {
      const origin = new URL(response.url()).origin;
      for (const moduleId of definedModules(await response.text())) {
        const key = `${moduleId}`;
        if (!deliveries.has(key)) deliveries.set(key, new Set());
        const origins = deliveries.get(key)!;
        if (origins.has(origin)) throw new Error(`${moduleId} was delivered twice by ${origin}`);
        origins.add(origin);
      }
    }
    const shared = [
      '@lesson-planner/shared-contracts',
      'react',
      'react-dom',
      // These two arrive inside the kernel's routing and schema facades, tree-shaken.
      'react-router',
      'zod',
      'styled-components',
      'zustand',
      'i18next',
      'react-i18next',
      'firebase',
      '@firebase/app',
    ];
    // Production builds hoist @firebase/auth and @firebase/firestore into the firebase/* entry
    // modules, so their code is counted under "firebase".
    const copies = Object.fromEntries(
      shared.map((name) => {
        const modules = [...deliveries].filter(([id]) => packageOf(id) === name);
        const maxOrigins = Math.max(0, ...modules.map(([, origins]) => origins.size));
        return [name, { loaded: modules.length > 0, copies: maxOrigins }];
      }),
    );
    expect(copies).toEqual(
      Object.fromEntries(shared.map((name) => [name, { loaded: true, copies: 1 }])),
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
