/**
 * The colour theme. Without a choice the page follows the system (`prefers-color-scheme`, through CSS
 * `light-dark()` in styles/tokens.css); the top bar's toggle pins one, kept in localStorage across sign-outs
 * and applied as `data-theme` on <html> before the first render.
 */
export type Theme = 'light' | 'dark';

export const THEME_KEY = 'theme';

export function storedTheme(): Theme | null {
  const value = localStorage.getItem(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

export function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function currentTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

export function applyStoredTheme(): void {
  const theme = storedTheme();
  if (theme) document.documentElement.dataset.theme = theme;
}

export function chooseTheme(theme: Theme): void {
  localStorage.setItem(THEME_KEY, theme);
  document.documentElement.dataset.theme = theme;
}
