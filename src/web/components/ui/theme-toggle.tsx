import { useState } from 'react';
import { chooseTheme, currentTheme, type Theme } from '../../lib/theme';
import { MoonIcon, SunIcon } from './icons';

/** Switches between the light and dark theme; its name says the theme a press turns on. */
export function ThemeToggle({ className = 'icon-button' }: { className?: string }) {
  const [theme, setTheme] = useState<Theme>(currentTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={className}
      aria-label={next === 'dark' ? 'Dark theme' : 'Light theme'}
      onClick={() => {
        chooseTheme(next);
        setTheme(next);
      }}
    >
      {next === 'dark' ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
