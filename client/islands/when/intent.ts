/**
 * `intent`: the part starts on the first pointer, touch or focus inside it, so that its chunk is
 * usually there before the click (the home search, the media block, an open visitor form). A click
 * on one of its buttons before then is replayed once it has hydrated (../replay.ts), and a visitor
 * form sent before then is held and sent again through React (../early-submit.ts).
 */
import type { Strategy } from '../part';
import { replayEarlyClicks } from '../replay';
import { holdEarlySubmit } from '../early-submit';

export const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;

export const intent: Strategy = (part) => {
  const el = part.element;
  replayEarlyClicks(el);
  const go = () => {
    for (const type of INTENT) el.removeEventListener(type, go);
    void part.start();
  };
  for (const type of INTENT) el.addEventListener(type, go, { passive: true });
  // A visitor form (`data-form`, shared/components/forms/FormPanel.tsx) is validated by React all the same.
  if (el.querySelector('form[data-form]')) holdEarlySubmit(el, () => part.start().then(() => undefined));
};
