/**
 * When a browser part starts (decision record 022, "One way to declare a part"): the server marks
 * the part's element `data-island="{part}" data-when="{when}"`, and the browser's runtime starts
 * client/parts/{part}.ts(x) by the strategy of that name (client/islands/when/). `load`: at once
 * (what a visitor sees working on arrival: the shell, the consent, the hearts); `visible`: when it
 * comes within 300 px of the viewport; `intent`: the first pointer, touch or focus inside it (the
 * chunk is usually there before the click); `click`: a closed form behind its opener, not in the
 * first HTML, whose first click draws it open in place; `dialog`: the photos, whose openers draw
 * a dialog at once (plain script) that React then fills.
 */
export type PartWhen = 'load' | 'visible' | 'intent' | 'click' | 'dialog';
