import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { type SharedProduct, sharedProduct } from './product.js';

export interface JourneySuite {
  /** The product support/run-journeys.ts started for the whole run. */
  readonly product: SharedProduct;
  /** One Chromium for the file's journeys; each journey opens its own context (newPage). */
  readonly browser: Browser;
}

/**
 * What every journey file sets up alike. Called at the top of its describe block, it finds the
 * product and launches a browser before the journeys and closes the browser after them. The
 * fields are there once its beforeAll has run: read them in hooks and tests, not while the
 * file is being collected. A file's own beforeAll, declared after this call, runs after it.
 */
export function setUpJourneys(): JourneySuite {
  let product: SharedProduct | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    product = sharedProduct();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`setUpJourneys: the ${name} is read before its beforeAll has run`);
    return value;
  };
  return {
    get product() {
      return ready(product, 'product');
    },
    get browser() {
      return ready(browser, 'browser');
    },
  };
}
