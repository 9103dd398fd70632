/**
 * The photos' lightbox opener (decision record 038), plain script: the photo block is server HTML
 * (app/components/detail/PhotoBlock.tsx) and never hydrates. A plain click on a photo or on
 * 'all photos' opens a modal <dialog> at once, drawn from what the page already has: the photo
 * that was clicked, as its browser already loaded it; 'Photo x of y' and the labels from the
 * block's `data-viewer-*` and `data-photo-*` attributes; a close button with the focus. After
 * that frame is painted, the lightbox's chunk (React, Splide and the island's texts, loaded 150 ms
 * after the first pointer, touch or focus on the photos) renders the carousel as the dialog's root
 * (../gallery/Lightbox.tsx). Closing (the button, Escape) removes the dialog
 * and gives the focus back to the photo. A click with a modifier key or another button follows
 * the link, as without JavaScript. When the lightbox's code cannot be had (offline), the first
 * frame stays: a viewer of that one photo.
 */
import type { Part } from './part';
import { INTENT } from './when/intent';

const WARM_AFTER_MS = 150;
const CLOSE_ICON = '<path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" />';

/** The image the page shows for a photo (the clicked one, or the lead photo for 'all photos'). */
function shownImage(block: HTMLElement, opener: HTMLElement): HTMLImageElement | null {
  return opener.querySelector('img') ?? block.querySelector<HTMLImageElement>('.photos__lead img');
}

/** The lightbox's first frame: its bar (counter, close) and the photo, as the carousel will show them. */
function drawFirstFrame(block: HTMLElement, opener: HTMLElement, total: number): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.className = 'lightbox';
  dialog.setAttribute('aria-label', block.dataset.viewerLabel ?? '');
  const bar = document.createElement('div');
  bar.className = 'lightbox__bar';
  const counter = document.createElement('p');
  counter.className = 'lightbox__counter';
  counter.textContent = opener.dataset.photoCounter ?? '';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'lightbox__button lightbox__close';
  close.innerHTML = `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">${CLOSE_ICON}</svg>`;
  const closeText = document.createElement('span');
  closeText.className = 'lightbox__button-text';
  closeText.textContent = block.dataset.viewerClose ?? '';
  close.append(closeText);
  close.addEventListener('click', () => dialog.close());
  bar.append(counter, close);
  const stage = document.createElement('div');
  stage.className = `lightbox__first${total > 1 ? ' lightbox__first--strip' : ''}`;
  const shown = shownImage(block, opener);
  if (shown) {
    const img = document.createElement('img');
    img.src = shown.currentSrc || shown.src;
    img.alt = shown.alt;
    stage.append(img);
  }
  dialog.append(bar, stage);
  return dialog;
}

/**
 * The arrow keys in the first frame move to the previous or next photo as the carousel will
 * (it rewinds): the counter and the photo follow where the page has them, and the carousel starts
 * at that photo.
 */
function followArrows(dialog: HTMLDialogElement, block: HTMLElement, start: number, total: number) {
  let index = start;
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    index = (index + (e.key === 'ArrowRight' ? 1 : -1) + total) % total;
    const opener = block.querySelector<HTMLElement>(`a[data-photo="${index}"]`);
    const counter = dialog.querySelector('.lightbox__counter');
    if (counter && opener?.dataset.photoCounter) counter.textContent = opener.dataset.photoCounter;
    const shown = opener?.querySelector('img');
    const img = dialog.querySelector<HTMLImageElement>('.lightbox__first img');
    if (img && shown) {
      img.src = shown.currentSrc || shown.src;
      img.alt = shown.alt;
    }
  };
  dialog.addEventListener('keydown', onKey);
  return {
    index: () => index,
    stop: () => dialog.removeEventListener('keydown', onKey),
  };
}

/**
 * The page behind the lightbox (its backdrop is opaque) skips its rendering while the lightbox is
 * open (`content-visibility: hidden`): the modal dialog makes every element of the page inert, and
 * so restyled, and the page would be painted again under the backdrop. The page keeps its height
 * (its scroll position stays). Returns what shows the page again.
 */
function hidePageBehind(): () => void {
  const site = document.querySelector<HTMLElement>('.site');
  if (!site) return () => {};
  site.style.containIntrinsicBlockSize = `${site.getBoundingClientRect().height}px`;
  site.classList.add('site--behind');
  return () => {
    site.classList.remove('site--behind');
    site.style.containIntrinsicBlockSize = '';
  };
}

async function open(part: Part, block: HTMLElement, opener: HTMLElement): Promise<void> {
  const total = Number(block.dataset.viewerTotal ?? '1');
  // Styled by the page type's stylesheet (client/styles/lightbox-frame.css): nothing else changes.
  const dialog = drawFirstFrame(block, opener, total);
  const showPage = hidePageBehind();
  document.body.append(dialog);
  dialog.showModal();
  dialog.querySelector<HTMLElement>('.lightbox__close')?.focus();
  const arrows = followArrows(dialog, block, Number(opener.dataset.photo ?? '0'), total);
  let closed = false;
  let unmount = () => {};
  dialog.addEventListener(
    'close',
    () => {
      closed = true;
      unmount();
      dialog.remove();
      document.documentElement.classList.remove('lightbox-open');
      // The page is shown again before its photo takes the focus back (skipped content takes none).
      showPage();
      opener.focus({ preventScroll: true });
    },
    { once: true },
  );
  // The rest comes after the frame that paints the first one (the next frame's callbacks come
  // after that paint): the page behind stops scrolling, then the carousel renders (its rules are
  // in the detail page types' stylesheets).
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  if (!closed) document.documentElement.classList.add('lightbox-open');
  try {
    await part.load();
    if (closed) return;
    const root = (await part.start({
      into: dialog,
      extra: () => {
        arrows.stop();
        return { start: arrows.index(), dialog };
      },
    })) as { unmount(): void } | undefined;
    if (!root) return;
    if (closed) root.unmount();
    else unmount = () => root.unmount();
  } catch {
    // The code cannot be had (offline): the first frame stays, a viewer of the one photo.
  }
}

/** Arms a photos island: its code loads on the first intent, its openers open the lightbox. */
export function armPhotoViewer(part: Part): void {
  const island = part.element;
  const block = island.querySelector<HTMLElement>('.photos[data-viewer-label]');
  if (!block) return;
  // The code loads 150 ms after the first pointer, touch or focus on the photos: a tap's click
  // (within about 100 ms of its touch) draws its first frame before that code runs.
  const warm = () => {
    for (const type of INTENT) island.removeEventListener(type, warm);
    setTimeout(() => {
      void part
        .load()
        .then((m) => m.warm?.())
        .catch(() => undefined);
    }, WARM_AFTER_MS);
  };
  for (const type of INTENT) island.addEventListener(type, warm, { passive: true });
  island.addEventListener('click', (e) => {
    const opener = (e.target as Element | null)?.closest<HTMLElement>('[data-photo]');
    if (!opener || !block.contains(opener)) return;
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void open(part, block, opener);
  });
}
