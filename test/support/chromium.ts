// Headless Chromium for the browser tests: Debian's chromium (CHROMIUM_PATH overrides it), driven
// by playwright-core, on a fresh profile that is removed on close. The flags keep the browser
// from calling home (updates, sync, field trials), so the only traffic is the page's own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Chromium {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'settlegraph-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens the explorer served at `url` and saves `key` as the page's API key. */
export async function openExplorerWithKey(page: Page, url: string, key: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.getByTestId('api-key-input').fill(key);
  await page.getByTestId('api-key-save').click();
  await page.locator('[data-testid=key-status][data-state=done]').waitFor();
}
