/** The open form's markup cut from the page with the form open (shared/islands/open-form-html.ts). */
import { describe, expect, it } from 'vitest';
import { cutOpenForm } from '../../shared/islands/open-form-html';

const props = (prefix: string, kind: string) =>
  `<script type="application/json" data-island-props="${prefix}">{"kind":"${kind}","open":true,"here":"/en/x/?form=${kind}"}</script>`;
const island = (prefix: string, kind: string, when = 'intent') =>
  `<div data-island="form" data-when="${when}" data-prefix="${prefix}"><details class="form-disclosure" id="${kind}" open=""><summary class="form-disclosure__summary">T</summary><div class="form-panel"><form data-form="${kind}" method="post" action="/api/forms/${kind}"><button type="submit">Send</button></form></div></details></div>`;
const page = (...parts: string[]) => `<!doctype html><html><body><main>${parts.join('')}</main></body></html>`;

describe('cutOpenForm', () => {
  it("cuts the island's props and element of its prefix, among others", () => {
    const html = page(
      props('a-', 'contact-me'),
      island('a-', 'contact-me'),
      props('b-', 'request-documents'),
      island('b-', 'request-documents'),
      props('c-', 'purchase-offer'),
      island('c-', 'purchase-offer'),
    );
    expect(cutOpenForm(html, 'b-', 'request-documents')).toEqual({
      props: '{"kind":"request-documents","open":true,"here":"/en/x/?form=request-documents"}',
      island: island('b-', 'request-documents'),
    });
  });

  it('is null when the page does not hold the form open under that prefix', () => {
    const html = page(props('b-', 'request-documents'), island('b-', 'request-documents'));
    // Another prefix, another kind, the form still closed (its opener), no props, another render.
    expect(cutOpenForm(html, 'c-', 'request-documents')).toBeNull();
    expect(cutOpenForm(html, 'b-', 'purchase-offer')).toBeNull();
    expect(
      cutOpenForm(
        page(props('b-', 'request-documents'), island('b-', 'request-documents', 'click')),
        'b-',
        'request-documents',
      ),
    ).toBeNull();
    expect(cutOpenForm(page(island('b-', 'request-documents')), 'b-', 'request-documents')).toBeNull();
    expect(
      cutOpenForm(
        '<!doctype html><html><body><details id="request-documents" open=""><form data-form="request-documents"></form></details></body></html>',
        'b-',
        'request-documents',
      ),
    ).toBeNull();
  });

  it('refuses a prefix or kind that is not a plain name', () => {
    const html = page(props('b-', 'request-documents'), island('b-', 'request-documents'));
    expect(cutOpenForm(html, '', 'request-documents')).toBeNull();
    expect(cutOpenForm(html, 'b-"', 'request-documents')).toBeNull();
  });
});
