/**
 * The layout problems a visitor would see on the current screen, found in the page itself: passed to
 * `page.evaluate`, so it uses nothing but the DOM (no imports, no closures).
 */
export interface LayoutProblem {
  kind:
    | 'cut off'
    | 'number broken'
    | 'date broken'
    | 'header covered'
    | 'text under a button'
    | 'page scrolls sideways'
    | 'table scrolls sideways';
  element: string;
  detail: string;
}

export interface LayoutCheck {
  phone: boolean;
  /** At common desktop widths every table fits its container: no sideways scroll hides a column. */
  tablesFit: boolean;
  /** Only elements inside this one are looked at (the header alone, say); the whole page by default. */
  root?: string;
}

export function inspectLayout({ phone, tablesFit, root }: LayoutCheck): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const describe = (el: Element): string => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const label = el.getAttribute('aria-label');
    return `<${el.tagName.toLowerCase()}>${label ? ` [${label}]` : ''} "${text}"`;
  };
  const shown = (el: Element): boolean => {
    const rect = el.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0 && !el.closest('[aria-hidden="true"]');
  };
  // The layout viewport: on a phone Chromium widens window.innerWidth to whatever overflows, so the
  // overflow would measure itself; the root's clientWidth stays the device's width.
  const viewportWidth = document.documentElement.clientWidth;
  const main = document.querySelector('main') ?? document.body;
  // Table headers, tabs, buttons and stat values (the tiles' <dd>) must be seen whole.
  const scope = root === undefined ? document : (document.querySelector(root) ?? document);
  const watched = scope.querySelectorAll('th, [role="tab"], button, dl dd');
  for (const el of watched) {
    if (!shown(el)) continue;
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const ownTextCut =
      style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1 && !el.hasAttribute('title');
    if (ownTextCut) {
      problems.push({ kind: 'cut off', element: describe(el), detail: 'its own text is cut' });
      continue;
    }
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const ps = getComputedStyle(parent);
      if (ps.overflowX === 'visible' && ps.overflowY === 'visible') continue;
      const box = parent.getBoundingClientRect();
      const left = box.left + parent.clientLeft;
      const right = left + parent.clientWidth;
      const cutX = ps.overflowX !== 'visible' && (rect.left < left - 1 || rect.right > right + 1);
      const top = box.top + parent.clientTop;
      const bottom = top + parent.clientHeight;
      const cutY =
        ps.overflowY !== 'visible' &&
        ps.overflowY !== 'auto' &&
        (rect.top < top - 1 || rect.bottom > bottom + 1);
      if (cutX || cutY) {
        problems.push({
          kind: 'cut off',
          element: describe(el),
          detail: `by its container ${describe(parent)}`,
        });
        break;
      }
    }
    if (rect.left < -1 || rect.right > viewportWidth + 1)
      problems.push({ kind: 'cut off', element: describe(el), detail: 'by the viewport' });
  }
  // A number is one word: its digits stay on one line. So is a date ("Dec 2", "Dec 2, 2026").
  const words: [LayoutProblem['kind'], RegExp, (word: string) => boolean][] = [
    ['number broken', /(?<![\w.,])[+-]?\d[\d,]*(?:\.\d+)?(?![\w])/g, (w) => w.replace(/\D/g, '').length >= 3],
    [
      'date broken',
      /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s\d{1,2}(?:,\s\d{4})?\b/g,
      () => true,
    ],
  ];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !shown(parent) || parent.closest('pre, textarea, code')) continue;
    for (const [kind, pattern, counts] of words)
      for (const match of (node.textContent ?? '').matchAll(pattern)) {
        if (!counts(match[0])) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1)
          problems.push({ kind, element: describe(parent), detail: `"${match[0]}" spans lines` });
      }
  }
  // A button (a copy icon beside an address, say) never sits on the text beside it. The text is
  // measured where it shows: clipped by any container between it and the button's (an ellipsis).
  const visibleRect = (node: Node, box: Element): DOMRect[] => {
    const range = document.createRange();
    range.selectNodeContents(node);
    let rects = [...range.getClientRects()];
    for (let el = node.parentElement; el && el !== box; el = el.parentElement) {
      if (getComputedStyle(el).overflowX === 'visible') continue;
      const c = el.getBoundingClientRect();
      rects = rects.flatMap((r) => {
        const left = Math.max(r.left, c.left);
        const right = Math.min(r.right, c.right);
        return right - left > 1 ? [new DOMRect(left, r.top, right - left, r.height)] : [];
      });
    }
    return rects;
  };
  for (const button of main.querySelectorAll('button')) {
    const box = button.parentElement;
    if (!box || !shown(button)) continue;
    const b = button.getBoundingClientRect();
    const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (button.contains(node) || !parent || !shown(parent) || !(node.textContent ?? '').trim()) continue;
      const hit = visibleRect(node, box).some(
        (r) => r.right > b.left + 1 && r.left < b.right - 1 && r.bottom > b.top + 1 && r.top < b.bottom - 1,
      );
      if (hit) {
        problems.push({
          kind: 'text under a button',
          element: describe(button),
          detail: `over "${(node.textContent ?? '').trim().slice(0, 40)}"`,
        });
        break;
      }
    }
  }
  // Nothing may lie over a table header.
  for (const th of document.querySelectorAll('th')) {
    if (!shown(th)) continue;
    const rect = th.getBoundingClientRect();
    if (rect.bottom < 0 || rect.top > window.innerHeight) continue;
    const y = rect.top + rect.height / 2;
    for (const x of [rect.left + 4, rect.left + rect.width / 2, rect.right - 4]) {
      const top = document.elementFromPoint(x, y);
      if (top && top !== th && !th.contains(top) && !top.contains(th)) {
        problems.push({ kind: 'header covered', element: describe(th), detail: `by ${describe(top)}` });
        break;
      }
    }
  }
  if (tablesFit)
    for (const table of main.querySelectorAll('table')) {
      const frame = table.parentElement;
      if (!frame || !shown(table) || frame.scrollWidth <= frame.clientWidth + 1) continue;
      problems.push({
        kind: 'table scrolls sideways',
        element: describe(table),
        detail: `${frame.scrollWidth} px of columns in ${frame.clientWidth} px`,
      });
    }
  if (phone && document.documentElement.scrollWidth > viewportWidth + 1)
    problems.push({
      kind: 'page scrolls sideways',
      element: '<html>',
      detail: `${document.documentElement.scrollWidth} px wide in a ${viewportWidth} px viewport`,
    });
  return problems;
}

/**
 * Runs `inspectLayout` in the page. The test runner's compiler wraps named functions in a `__name`
 * helper that exists only in Node, so the page gets an identity stand-in for it.
 */
export function layoutProblems(
  page: { evaluate<R>(script: string): Promise<R> },
  check: LayoutCheck,
): Promise<LayoutProblem[]> {
  return page.evaluate(
    `(() => { const __name = (f) => f; return (${inspectLayout})(${JSON.stringify(check)}); })()`,
  );
}
