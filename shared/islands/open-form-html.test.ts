/** The open form's markup cut from the page with the form open (shared/islands/open-form-html.ts). */
import { describe, expect, it } from 'vitest';
import { cutOpenForm } from './open-form-html';

const props = (prefix: string, kind: string) =>
  `<script type="application/json" data-island-props="${prefix}">{"kind":"${kind}","open":true}</script>`;
const island = (prefix: string, kind: string, when = 'intent') =>
  `<div data-island="form" data-when="${when}" data-prefix="${prefix}"><details class="form-disclosure" id="${kind}" open=""><summary class="form-disclosure__summary">T</summary><div class="form-panel"><form data-form="${kind}" method="post" action="/api/forms/${kind}"><button type="submit">Send</button></form></div></details></div>`;
const closed = (prefix: string, kind: string) =>
  `${props(prefix, kind)}<div data-island="form" data-when="click" data-prefix="${prefix}"><div class="form-disclosure form-disclosure--closed" id="${kind}"><a href="?form=${kind}">T</a></div></div>`;
const page = (...parts: string[]) => `<!doctype html><html><body><main>${parts.join('')}</main></body></html>`;

describe('cutOpenForm', () => {
  it("cuts the open form's island, its prefix and its props, among the page's other islands", () => {
    const html = page(
      closed('a-', 'contact-appointment'),
      props('b-', 'request-documents'),
      island('b-', 'request-documents'),
      closed('c-', 'purchase-offer'),
      props('d-', 'contact-me'),
      island('d-', 'contact-me'),
    );
    expect(cutOpenForm(html, 'request-documents')).toEqual({
      prefix: 'b-',
      props: '{"kind":"request-documents","open":true}',
      island: island('b-', 'request-documents'),
    });
  });

  it('is null when the page does not hold the form open as an island', () => {
    const html = page(
      props('b-', 'request-documents'),
      island('b-', 'request-documents'),
      closed('c-', 'purchase-offer'),
    );
    // Closed, or not on the page.
    expect(cutOpenForm(html, 'purchase-offer')).toBeNull();
    expect(cutOpenForm(html, 'send-to-friend')).toBeNull();
    // Without its props; open in the whole document's render (no island around it); inside another island.
    expect(cutOpenForm(page(island('b-', 'request-documents')), 'request-documents')).toBeNull();
    const bare =
      '<details class="form-disclosure" id="request-documents" open=""><form data-form="request-documents"></form></details>';
    expect(cutOpenForm(page(bare), 'request-documents')).toBeNull();
    expect(
      cutOpenForm(page(props('d-', 'contact-me'), island('d-', 'contact-me'), bare), 'request-documents'),
    ).toBeNull();
  });

  it('refuses a kind that is not a plain name', () => {
    const html = page(props('b-', 'request-documents'), island('b-', 'request-documents'));
    expect(cutOpenForm(html, 'request-documents" x')).toBeNull();
  });
});
