/**
 * Finds cut labels in the page (docs/look-and-feel.md: no select or button label is cut): a
 * visible select whose chosen option's text is wider than the room its box leaves for it (its
 * padding and the arrow), and a visible button or button-like link whose text overflows its box.
 * Runs in the page (as plain script text, so that no helper of the test's bundler is needed there);
 * returns what it found.
 */
import type { Page } from 'playwright-core';

const FIND = `(() => {
  var out = [];
  var ctx = document.createElement('canvas').getContext('2d');
  function shown(el) {
    var r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[hidden], [inert]');
  }
  document.querySelectorAll('select').forEach(function (select) {
    if (!shown(select)) return;
    var style = getComputedStyle(select);
    ctx.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
    var option = select.selectedOptions[0];
    var text = option && option.textContent ? option.textContent.trim() : '';
    // The browser's arrow takes about 20 px beside the text of an appearance: auto select.
    var room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    var needs = ctx.measureText(text).width;
    if (needs > room + 0.5) out.push('select ' + (select.name || select.id) + ': "' + text + '" needs ' + Math.ceil(needs) + ' px, has ' + Math.floor(room));
  });
  document.querySelectorAll('button, .button').forEach(function (el) {
    if (!shown(el) || el.closest('dialog:not([open])')) return;
    var label = el.textContent ? el.textContent.trim() : '';
    if (!label) return;
    if (el.scrollWidth > el.clientWidth + 1) out.push('button "' + label.slice(0, 40) + '": content ' + el.scrollWidth + ' px in ' + el.clientWidth);
  });
  return out;
})()`;

export async function cutLabels(page: Page): Promise<string[]> {
  return (await page.evaluate(FIND)) as string[];
}
