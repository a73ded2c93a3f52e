// requirements §9: loaded images are marked loaded 100 ms after load. The server HTML shows every image
// plainly (works without JavaScript); only an image the browser is still fetching at hydration
// fades in once marked.
const IMAGE_LOADED_DELAY_MS = 100;

/**
 * Tells `mark` false while the image is still on its way, true 100 ms after it loaded (or failed);
 * returns what stops it. For a React image (LoadedImage) and for one in kept server HTML (StaticHtml).
 */
export function markWhenLoaded(img: HTMLImageElement, mark: (loaded: boolean) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loaded = () => {
    timer = setTimeout(() => mark(true), IMAGE_LOADED_DELAY_MS);
  };
  if (img.complete) loaded();
  else {
    mark(false);
    img.addEventListener('load', loaded, { once: true });
    img.addEventListener('error', loaded, { once: true });
  }
  return () => {
    clearTimeout(timer);
    img.removeEventListener('load', loaded);
    img.removeEventListener('error', loaded);
  };
}
