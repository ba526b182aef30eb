// jsdom lacks what antd 6 and react-router 8 use (STACK-NOTES, trap 9).
import { TextDecoder, TextEncoder } from 'node:util';
import { MessageChannel } from 'node:worker_threads';

Object.assign(globalThis, { TextEncoder, TextDecoder, MessageChannel });
window.matchMedia ??= (query) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
});
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/*
 * getComputedStyle ignores its second argument (jsdom throws on pseudo-elements), and is
 * remembered per element until the document changes.
 *
 * Why remembered: jsdom matches every element against every CSS rule on each call, and antd
 * injects over a thousand rules. Role queries ask for the style of each element and of all
 * its ancestors to decide what is hidden, so one `findByRole` on a page took hundreds of
 * milliseconds, and a page's first `findByRole` routinely outlasted its wait. The answer
 * only changes when the DOM or the style sheets change, or with the :focus / :checked state,
 * so the memory is dropped synchronously on any of those (pending mutation records are
 * collected with takeRecords() before each answer, not when the observer's callback runs).
 */
const computeStyle = window.getComputedStyle.bind(window);
let remembered = new WeakMap();
const forget = () => {
  remembered = new WeakMap();
};
const changes = new MutationObserver(forget);
changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
for (const type of ['focusin', 'focusout', 'input', 'change', 'click', 'keydown', 'keyup', 'pointerdown', 'pointerup']) {
  window.addEventListener(type, forget, true);
}
for (const method of ['insertRule', 'deleteRule']) {
  const original = window.CSSStyleSheet.prototype[method];
  window.CSSStyleSheet.prototype[method] = function (...args) {
    forget();
    return original.apply(this, args);
  };
}
window.getComputedStyle = (element) => {
  if (changes.takeRecords().length > 0) forget();
  let style = remembered.get(element);
  if (!style) {
    style = computeStyle(element);
    remembered.set(element, style);
  }
  return style;
};

// jsdom's crypto has getRandomValues but no subtle: the report check hashes files with it.
import { webcrypto } from 'node:crypto';
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
