// A tiny renderer for /loader-animation.json (requirements §7): SVG circles animated with the Web
// Animations API. No player library; styles via CSSOM, which the CSP allows.

export interface LoaderAnimation {
  width: number;
  height: number;
  durationMs: number;
  color: string;
  shapes: { type: 'circle'; cx: number; cy: number; r: number; delayMs: number }[];
  keyframes: { offset: number; scale: number; opacity: number }[];
}

const SVG = 'http://www.w3.org/2000/svg';

export function isLoaderAnimation(v: unknown): v is LoaderAnimation {
  const a = v as LoaderAnimation;
  return (
    !!a &&
    typeof a.width === 'number' &&
    typeof a.durationMs === 'number' &&
    Array.isArray(a.shapes) &&
    Array.isArray(a.keyframes)
  );
}

/** Builds the animated SVG; `paused` until play() so a hidden indicator costs nothing. */
export function renderLoaderAnimation(spec: LoaderAnimation): { element: SVGSVGElement; play(): void; stop(): void } {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('width', String(spec.width));
  svg.setAttribute('height', String(spec.height));
  svg.setAttribute('viewBox', `0 0 ${spec.width} ${spec.height}`);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const frames = spec.keyframes.map((k) => ({ offset: k.offset, transform: `scale(${k.scale})`, opacity: k.opacity }));
  const animations: Animation[] = [];
  for (const shape of spec.shapes) {
    const circle = document.createElementNS(SVG, 'circle');
    circle.setAttribute('cx', String(shape.cx));
    circle.setAttribute('cy', String(shape.cy));
    circle.setAttribute('r', String(shape.r));
    circle.style.fill = spec.color;
    circle.style.transformOrigin = `${shape.cx}px ${shape.cy}px`;
    svg.appendChild(circle);
    if (typeof circle.animate === 'function') {
      const a = circle.animate(frames, { duration: spec.durationMs, delay: shape.delayMs, iterations: Infinity });
      a.pause();
      animations.push(a);
    }
  }
  return {
    element: svg,
    play: () => animations.forEach((a) => a.play()),
    stop: () => animations.forEach((a) => a.pause()),
  };
}
