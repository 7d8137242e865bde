/* global window */
// What one visit costs as a user feels it: paint times, layout shift and the bytes behind them,
// under a network and CPU profile applied through the Chrome DevTools Protocol.
import { gzipSync } from 'node:zlib';

/** The school laptop on a weak link (issue 16), and the developer's machine for comparison. */
export const PROFILES = {
  throttled: {
    label: '1.6 Mbps down, 150 ms RTT, 4x CPU',
    network: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
    cpuRate: 4,
  },
  unthrottled: { label: 'no throttling', network: null, cpuRate: 1 },
};

/** Records largest-contentful-paint and layout shifts from the first moment of the page. */
function observeVitals() {
  const vitals = { lcp: Number.NaN, cls: 0, window: 0, windowStart: 0, last: 0 };
  Object.defineProperty(window, '__benchVitals', { value: vitals });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // CLS as Web Vitals define it: the worst session window (gaps < 1 s, windows <= 5 s).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const inWindow =
        entry.startTime - vitals.last < 1000 && entry.startTime - vitals.windowStart < 5000;
      if (inWindow) vitals.window += entry.value;
      else {
        vitals.window = entry.value;
        vitals.windowStart = entry.startTime;
      }
      vitals.last = entry.startTime;
      vitals.cls = Math.max(vitals.cls, vitals.window);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** A fresh context (nothing cached, nothing stored) with the profile applied to its page. */
export async function openProfiledPage(browser, profile, contextOptions = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...contextOptions,
  });
  await context.addInitScript(observeVitals);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await applyProfile(cdp, profile);
  return { context, page, cdp };
}

export async function applyProfile(cdp, profile) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    ...(profile.network ?? { latency: 0, downloadThroughput: -1, uploadThroughput: -1 }),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
}

/** Waits until the network has been quiet, without failing on pages that keep a channel open. */
export async function settle(page, quietMs = 10_000) {
  await page.waitForLoadState('networkidle', { timeout: quietMs }).catch(() => {});
}

/**
 * Collects every response of the visit, then reads the vitals. JavaScript "before first paint"
 * is what had fully arrived when the first contentful paint happened.
 */
export async function measureVisit(page, url) {
  const responses = [];
  const onResponse = (response) => responses.push(response);
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  // LCP and CLS are reported after the frame that caused them; give them a moment.
  await page.waitForTimeout(500);
  page.off('response', onResponse);
  const { fcp, lcp, cls, timeOrigin } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    lcp: window.__benchVitals.lcp,
    cls: window.__benchVitals.cls,
    timeOrigin: performance.timeOrigin,
  }));
  const totals = { jsRaw: 0, jsGzip: 0, jsBeforePaintGzip: 0, transfer: 0, fontTransfer: 0 };
  for (const response of responses) {
    const request = response.request();
    const sizes = await request.sizes().catch(() => null);
    const transferred = sizes?.responseBodySize ?? 0;
    totals.transfer += transferred;
    const path = new URL(response.url()).pathname;
    if (/\.woff2?$/.test(path)) totals.fontTransfer += transferred;
    if (!path.endsWith('.js')) continue;
    const body = await response.body().catch(() => null);
    if (!body) continue;
    const gzip = gzipSync(body).length;
    totals.jsRaw += body.length;
    totals.jsGzip += gzip;
    const timing = request.timing();
    if (timing.startTime + timing.responseEnd <= timeOrigin + fcp) totals.jsBeforePaintGzip += gzip;
  }
  return { fcp, lcp, cls, requests: responses.length, ...totals };
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
