// jsdom answers getComputedStyle by matching every stylesheet rule against the element and each of its
// ancestors, and starts over after any DOM change. antd injects some 2,700 rules, so in a page test
// about half the CPU went there (user-event's pointer-events check, role queries, toBeVisible).
// jsdom lays nothing out, so sizes, spacing and colours read from styles feed no measurement a test
// can check; what a test observes is whether an element is shown (display, visibility, opacity) and
// takes the pointer (pointer-events). Dropping the rules that set none of these leaves those values
// exactly as they were (cascade per property), at a fifth of the cost.

const OBSERVABLE = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

/** Each sheet's rule count once pruned: a sheet antd rewrites is a new object and gets pruned again. */
const prunedSheets = new WeakMap<CSSStyleSheet, number>();

const setsObservable = (rule: CSSStyleRule) => Array.from(rule.style).some((name) => OBSERVABLE.has(name));

const prune = (parent: CSSStyleSheet | CSSMediaRule) => {
  for (let i = parent.cssRules.length - 1; i >= 0; i -= 1) {
    const rule = parent.cssRules[i];
    if (rule instanceof CSSStyleRule && !setsObservable(rule)) parent.deleteRule(i);
    else if (rule instanceof CSSMediaRule) prune(rule);
  }
};

const pruneSheets = (doc: Document) => {
  for (const sheet of Array.from(doc.styleSheets)) {
    if (prunedSheets.get(sheet) === sheet.cssRules.length) continue;
    prune(sheet);
    prunedSheets.set(sheet, sheet.cssRules.length);
  }
};

const LEAN = Symbol.for('oms.test.leanStyles');

/** Makes `window.getComputedStyle` see only the rules that decide visibility and pointer events. */
export const installLeanStyles = (win: Window & { [LEAN]?: true }) => {
  if (win[LEAN]) return;
  const computed = win.getComputedStyle.bind(win);
  win.getComputedStyle = (element: Element, pseudo?: string | null) => {
    pruneSheets(element.ownerDocument);
    return computed(element, pseudo);
  };
  win[LEAN] = true;
};
