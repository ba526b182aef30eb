import type { Locator, Page } from 'playwright-core';

/** Layout checks for the phone journeys (375 px): what a user must see without zooming or scrolling sideways. */

/**
 * Each tab shows its whole label: the text is not clipped inside the tab (scrollWidth within
 * clientWidth) and the tab lies inside the viewport, not slid out of a one-row bar.
 */
export async function expectTabsFullyVisible(tablist: Locator, labels: string[]) {
  const tabs = await tablist.getByRole('tab').evaluateAll((nodes) =>
    nodes.map((node) => {
      const el = node as HTMLElement;
      const box = el.getBoundingClientRect();
      return { label: el.innerText.trim(), clipped: el.scrollWidth > el.clientWidth + 1, left: box.left, right: box.right, viewport: document.documentElement.clientWidth };
    }),
  );
  expect(tabs.map((t) => t.label)).toEqual(labels);
  const cut = tabs.filter((t) => t.clipped || t.left < 0 || t.right > t.viewport + 0.5);
  expect(cut).toEqual([]);
}

/** The element lies wholly inside the visible part of the page (no scrolling needed to reach it). */
export async function expectInViewport(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect({ top: box.y >= 0, bottom: box.y + box.height <= viewport.height, left: box.x >= 0, right: box.x + box.width <= viewport.width }).toEqual({ top: true, bottom: true, left: true, right: true });
}

/** The boxes share one left edge (to the pixel): a column of fields, not a ragged one. */
export async function expectSameLeftEdge(targets: Locator) {
  const lefts = await targets.evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().left)));
  expect(lefts.length).toBeGreaterThan(1);
  expect(new Set(lefts).size).toBe(1);
}
