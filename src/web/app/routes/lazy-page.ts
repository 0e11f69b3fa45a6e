import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose screen is its own chunk, loaded when first visited; `title` names the page (document title).
 * `lazyPage('/Helpdesk', 'Helpdesk', () => import('…/helpdesk-page').then((m) => m.HelpdeskPage))`
 */
export function lazyPage(path: string, title: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, handle: { title }, lazy: () => load().then((Component) => ({ Component })) };
}
