/**
 * Runs the breaking-news banner (app/components/breaking-banner.tsx), a WAI-ARIA carousel:
 * a headline every six seconds, Pause/Play, Previous and Next; no rotation while the pointer
 * is over it or keyboard focus is in it, none for readers who ask for reduced motion; the
 * headlines are a polite live region only while they do not change on their own.
 */
import { isPlaying, isRotating, ROTATE_MS, stepIndex, type CarouselState } from '../../core/carousel';

function runBanner(banner: HTMLElement): void {
  const slides = [...banner.querySelectorAll<HTMLElement>('[data-breaking-slide]')];
  const live = banner.querySelector<HTMLElement>('[data-breaking-slides]');
  const toggle = banner.querySelector<HTMLElement>('[data-breaking-toggle]');
  const counter = banner.querySelector<HTMLElement>('[data-breaking-count]');
  if (slides.length < 2 || !live || !toggle || !counter) return;
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const state: CarouselState = {
    count: slides.length,
    choice: null,
    reducedMotion: motion.matches,
    hovered: false,
    focused: false,
  };
  let current = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function draw(): void {
    slides.forEach((slide, i) => {
      const shown = i === current;
      slide.classList.toggle('visible', shown);
      slide.classList.toggle('opacity-100', shown);
      slide.classList.toggle('invisible', !shown);
      slide.classList.toggle('opacity-0', !shown);
    });
    counter!.textContent = `${current + 1} / ${state.count}`;
    const playing = isPlaying(state);
    // Its names in the page's language, drawn by the server (app/components/breaking-banner.tsx).
    const action = playing ? 'pause' : 'play';
    toggle!.setAttribute('aria-label', toggle!.getAttribute(`data-label-${action}`) ?? '');
    toggle!.title = toggle!.getAttribute(`data-title-${action}`) ?? '';
    toggle!.querySelector('[data-breaking-pause]')?.classList.toggle('hidden', !playing);
    toggle!.querySelector('[data-breaking-play]')?.classList.toggle('hidden', playing);
    const rotating = isRotating(state);
    live!.setAttribute('aria-live', rotating ? 'off' : 'polite');
    // Counted again from each change, so a headline chosen with Previous or Next gets its six seconds.
    clearTimeout(timer);
    if (rotating) timer = setTimeout(() => show(1), ROTATE_MS);
  }

  function show(step: number): void {
    current = stepIndex(current, step, state.count);
    draw();
  }

  function update(change: Partial<CarouselState>): void {
    Object.assign(state, change);
    draw();
  }

  banner.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
    if (button === toggle) update({ choice: !isPlaying(state) });
    else if (button?.dataset.breakingStep) show(Number(button.dataset.breakingStep));
  });
  banner.addEventListener('mouseenter', () => update({ hovered: true }));
  banner.addEventListener('mouseleave', () => update({ hovered: false }));
  // Keyboard focus only: a click on Next leaves the banner rotating once the pointer leaves.
  banner.addEventListener('focusin', (event) => {
    if (event.target instanceof Element && event.target.matches(':focus-visible')) update({ focused: true });
  });
  banner.addEventListener('focusout', (event) => {
    if (!banner.contains(event.relatedTarget as Node | null)) update({ focused: false });
  });
  motion.addEventListener('change', () => update({ reducedMotion: motion.matches }));
  draw();
}

document.querySelectorAll<HTMLElement>('[data-breaking-banner]').forEach(runBanner);
