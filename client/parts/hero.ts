/**
 * The home banner's moving media as plain script (decision record 022), declared on its pause
 * button (`load`), on what app/components/HeroMedia.tsx drew: a gallery
 * cross-fades every 6 s, a video plays muted; the pause button stops either (WCAG 2.2.2), and
 * under prefers-reduced-motion they start still.
 */
const EVERY_MS = 6000;

export function start(button: HTMLElement): void {
  // The button's two texts, drawn by the server beside its current one.
  const texts = { pause: button.dataset.pauseText ?? '', play: button.dataset.playText ?? '' };
  const images = [...document.querySelectorAll<HTMLImageElement>('img.hero__image')];
  const video = document.querySelector<HTMLVideoElement>('video.hero__video');
  let index = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const set = (playing: boolean) => {
    button.setAttribute('aria-pressed', String(!playing));
    button.textContent = playing ? texts.pause : texts.play;
    clearInterval(timer);
    if (video) {
      if (playing) void video.play().catch(() => set(false));
      else video.pause();
    } else if (playing && images.length > 1) {
      timer = setInterval(() => {
        images[index]?.classList.add('hero__image--hidden');
        index = (index + 1) % images.length;
        images[index]?.classList.remove('hero__image--hidden');
      }, EVERY_MS);
    }
  };
  button.addEventListener('click', () => set(button.getAttribute('aria-pressed') === 'true'));
  set(!window.matchMedia('(prefers-reduced-motion: reduce)').matches);
}
