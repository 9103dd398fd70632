/** HTML from the provider → plain text (worker/provider/common/html-text.ts): entities decode, nothing executable survives. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('decodes every named and numeric entity with its case', () => {
    expect(
      htmlToText(
        '&laquo;Maison de ma&icirc;tre&raquo; &Eacute;tage, c&oelig;ur, &OElig;uvre &eacute;t&#233; &#x2013; 250&nbsp;000&euro;',
      ),
    ).toBe('«Maison de maître» Étage, cœur, Œuvre été – 250 000€');
    expect(htmlToText('Prix: 250&nbsp;000&euro; &lt;script&gt; &#233;t&#xE9;')).toBe('Prix: 250 000€ <script> été');
  });

  it('keeps paragraphs, line breaks and list items', () => {
    expect(htmlToText('<p>Beautiful &amp; bright</p><p>Second<br/>line</p>')).toBe(
      'Beautiful & bright\n\nSecond\nline',
    );
    expect(htmlToText('<ul><li>Garden</li><li>Garage</li></ul>')).toBe('• Garden\n• Garage');
  });

  it('drops scripts, styles, event handlers and javascript: URLs', () => {
    const text = htmlToText(
      '<p onclick="alert(1)">Hi</p><script>alert(2)</script><style>p{}</style><a href="javascript:alert(3)" title=">">link</a><img src=x onerror=alert(4)><svg><script>alert(5)</script></svg><SCRIPT>alert(6)</SCRIPT>',
    );
    expect(text).toBe('Hi\n\nlink');
    expect(text).not.toMatch(/alert|javascript|onerror|onclick/);
  });

  const dangerous = [
    '<script>alert(1)</script>',
    '<a onclick="alert(2)">',
    '<img src="javascript:alert(3)">',
    '<style>alert{}</style>',
    '<svg onload=alert(4)>',
  ];
  const noise = ['<p>', '</p>', 'x', ' ', '>', '&amp;', '<!--', '-->', '"', "'", '<br/>', '</a>', '<li>'];

  it('never lets a script, a handler or a javascript: URL through, whatever surrounds them', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...dangerous, ...noise), { maxLength: 30 }), (parts) => {
        expect(htmlToText(parts.join(''))).not.toMatch(/alert|javascript:/);
      }),
      { numRuns: 500 },
    );
  });

  it('never lets an attribute through, even when a stray < makes a bogus tag', () => {
    // '<x<script>alert(1)</script>' is an element named 'x<script' for a browser too: its
    // 'alert(1)' is plain text there (and escaped by React here), but no attribute may survive.
    expect(htmlToText('<x<script>alert(1)</script>')).toBe('alert(1)');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...dangerous, ...noise, '<'), { maxLength: 30 }), (parts) => {
        expect(htmlToText(parts.join(''))).not.toMatch(/on(click|load)\s*=|javascript:/);
      }),
      { numRuns: 500 },
    );
  });

  it('answers empty text for nothing', () => {
    expect(htmlToText(null)).toBe('');
    expect(htmlToText('   ')).toBe('');
  });
});
