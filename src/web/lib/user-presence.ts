/**
 * When the person last touched the page. Requests made long after that are the page refreshing itself
 * (dashboard activities, the bell), and say so, so that an open but unattended tab does not keep the
 * session alive past its idle timeout.
 */
const PRESENCE_WINDOW_MS = 60_000;
let lastInteraction = Date.now();

if (typeof window !== 'undefined') {
  for (const event of ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const) {
    window.addEventListener(event, () => (lastInteraction = Date.now()), { capture: true, passive: true });
  }
}

export function isUnattended(now = Date.now()): boolean {
  return now - lastInteraction > PRESENCE_WINDOW_MS;
}
