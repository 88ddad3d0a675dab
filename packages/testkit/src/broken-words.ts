/**
 * The words inside `root` that are drawn across two lines: a word split by the browser (an overflow
 * break or an automatic hyphen) has boxes on two lines. Visually hidden text (a 1 px box) is skipped.
 *
 * Self-contained, so a Playwright test can run it in the page as it is:
 * `await locator.evaluate(brokenWords)`; a story's play function calls it directly.
 */
export function brokenWords(root: Element): string[] {
  const broken: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = root.ownerDocument.createRange();
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent === null || parent.getBoundingClientRect().width <= 1) continue;
    for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set(
        Array.from(range.getClientRects())
          .filter((box) => box.width > 0)
          .map((box) => Math.round(box.top)),
      );
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}
