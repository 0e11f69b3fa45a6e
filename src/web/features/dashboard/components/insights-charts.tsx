import { useEffect, useRef } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { CATEGORIES } from '../../../../shared/constants';
import type { Insights } from '../../../../shared/schemas/insights';

// Only what the two charts draw, so the lazy chunk stays small.
Chart.register(
  DoughnutController,
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

/** A token's colour as the canvas needs it: custom properties hold `light-dark(…)`, resolved by the page. */
function tokenColour(probe: HTMLElement, token: string): string {
  probe.style.color = `var(${token})`;
  return getComputedStyle(probe).color;
}

function useChart(config: (probe: HTMLElement) => ChartConfiguration) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const draw = () => new Chart(el, config(el));
    let chart = draw();
    // Follow the theme: the toggle sets data-theme, the system changes prefers-color-scheme.
    const redraw = () => {
      chart.destroy();
      chart = draw();
    };
    const observer = new MutationObserver(redraw);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', redraw);
    return () => {
      observer.disconnect();
      media.removeEventListener('change', redraw);
      chart.destroy();
    };
  }, [config]);
  return canvas;
}

const common = { responsive: true, maintainAspectRatio: false, animation: false } as const;

/** Spending this month by category: a doughnut, each category in its own token colour. */
export function SpendingChart({ spending }: { spending: Insights['spending'] }) {
  const canvas = useChart((probe) => ({
    type: 'doughnut',
    data: {
      labels: spending.map((s) => s.category),
      datasets: [
        {
          data: spending.map((s) => s.amount),
          backgroundColor: spending.map((s) =>
            tokenColour(probe, `--chart-${CATEGORIES.indexOf(s.category) + 1}`),
          ),
          borderColor: tokenColour(probe, '--color-surface'),
        },
      ],
    },
    options: {
      ...common,
      plugins: { legend: { position: 'right', labels: { color: tokenColour(probe, '--color-text') } } },
    },
  }));
  return <canvas ref={canvas} aria-hidden="true" />;
}

/** Money in and out for 12 months: paired bars. */
export function FlowsChart({ months }: { months: Insights['months'] }) {
  const canvas = useChart((probe) => {
    const text = tokenColour(probe, '--color-text-muted');
    const grid = tokenColour(probe, '--color-border');
    return {
      type: 'bar',
      data: {
        labels: months.map((m) => m.month),
        datasets: [
          {
            label: 'Money in',
            data: months.map((m) => m.moneyIn),
            backgroundColor: tokenColour(probe, '--color-success'),
          },
          {
            label: 'Money out',
            data: months.map((m) => m.moneyOut),
            backgroundColor: tokenColour(probe, '--color-danger'),
          },
        ],
      },
      options: {
        ...common,
        scales: {
          x: { ticks: { color: text }, grid: { color: grid } },
          y: { ticks: { color: text }, grid: { color: grid }, beginAtZero: true },
        },
        plugins: { legend: { labels: { color: tokenColour(probe, '--color-text') } } },
      },
    };
  });
  return <canvas ref={canvas} aria-hidden="true" />;
}
