// What a Polish shopper reads and taps, checked on a whole page (decision 013): no English
// sentence where a person reads (text, labels, placeholders, tooltips), no price written with a
// decimal point ("2029.30 zł" instead of "2 029,30 zł"), and on a phone every control at least
// 44 x 44 px. Used by every-route.spec.ts on each route it visits.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Words of English sentences that Polish text never contains. */
const ENGLISH =
  /\b(the|is|are|was|not|found|required|invalid|failed|loading|please|error|collection|collections|product|products|price|order|orders|cart|submit|must|cannot|unknown|expected|received|and|with|your|you|this|of|at least|add|remove|save|cancel|close|next|previous|search)\b/i;
/** Names and codes that are not English sentences: brands, formats, the shop's own paths. */
const ALLOWED = [/InPost/, /\bE2E\b/, /The North Face/, /\/product\/\d+/];
/** A price the English way: "2029.30 zł", "26.53zł". */
const DOT_PRICE = /\d\.\d{2}\s*zł/;

interface Finding {
  what: string;
  text: string;
}

/** What a person reads on the page: its text and the words of its labels and hints. */
function readableLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(attribute);
        if (value) texts.push(value);
      }
    }
    return texts.flatMap((text) => text.split('\n'));
  });
}

/** Controls a thumb hits that are smaller than 44 x 44 px (links inside sentences excepted). */
function smallTargets(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="checkbox"], [role="radio"], [role="tab"], [role="slider"], [role="switch"], [role="combobox"]';
    const found: { what: string; text: string }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let box = el.getBoundingClientRect();
      // Visually hidden (sr-only, e.g. the skip link until focused) controls are not targets.
      if (box.width <= 1 || box.height <= 1 || style.clipPath !== 'none') continue;
      // A link stretched over its card (::after inset 0) is hit through the whole card.
      if (getComputedStyle(el, '::after').position === 'absolute') {
        let card = el.parentElement;
        while (card && getComputedStyle(card).position === 'static') card = card.parentElement;
        if (card) box = card.getBoundingClientRect();
      }
      // A link inside a sentence is sized by its text (WCAG 2.5.8 "inline").
      const sentence = el.parentElement?.textContent?.trim() ?? '';
      if (el.tagName === 'A' && sentence.length > (el.textContent?.trim().length ?? 0)) continue;
      // A checkbox or radio is hit through its whole labelled row.
      const kind = el.getAttribute('role') ?? (el as HTMLInputElement).type;
      if (['checkbox', 'radio'].includes(kind)) {
        const row = el.closest('label') ?? el.parentElement;
        if (row) box = row.getBoundingClientRect();
      }
      if (box.width < 43.5 || box.height < 43.5) {
        found.push({
          what: `${el.tagName.toLowerCase()} ${Math.round(box.width)}x${Math.round(box.height)}`,
          text: (el.getAttribute('aria-label') ?? el.innerText ?? '').trim().slice(0, 40),
        });
      }
    }
    return found;
  });
}

/**
 * Soft checks (every finding of every route is listed, the test fails at its end): English,
 * prices with a decimal point, and with `phone` controls below 44 x 44 px.
 */
export async function expectPolishPage(page: Page, where: string, phone: boolean) {
  const lines = await readableLines(page);
  const english = lines.filter(
    (line) => ENGLISH.test(line) && !ALLOWED.some((allowed) => allowed.test(line)),
  );
  expect.soft(english, `English on ${where}`).toEqual([]);
  expect
    .soft(
      lines.filter((line) => DOT_PRICE.test(line)),
      `a price with a decimal point on ${where}`,
    )
    .toEqual([]);
  if (phone) expect.soft(await smallTargets(page), `small targets on ${where}`).toEqual([]);
}
