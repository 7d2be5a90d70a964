import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setViewport } from './viewport';

// A page's code is transformed on first import; on a busy 2-core machine that can take seconds.
configure({ asyncUtilTimeout: 5000 });

// A route loader starts its page's import without awaiting it. Registered first, so it runs after the
// other after-hooks: the file's environment must not be torn down while that module is still being fetched.
afterEach(() => vi.dynamicImportSettled());

// Most files run in jsdom; a few (those that need Node's own crypto realm) opt into the node environment.
const isBrowserLike = typeof window !== 'undefined';

if (isBrowserLike) {
  // jsdom lacks the layout APIs Radix measures with; these stand-ins report "no size", as a hidden element would.
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  window.scrollTo = () => {};

  beforeEach(() => {
    setViewport('desktop');
    sessionStorage.clear();
  });

  afterEach(() => {
    cleanup();
    delete window.polink;
  });
}
