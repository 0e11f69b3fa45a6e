import type { CSSProperties, ReactNode } from 'react';
import './skeleton.css';

type SkeletonProps = { height: number | string; width?: number | string; card?: boolean; className?: string };

/** One grey block in the place and size of what is loading; hidden from screen readers. */
export function Skeleton({ height, width = '100%', card = false, className }: SkeletonProps) {
  const style: CSSProperties = { height, width };
  const classes = ['skeleton', card ? 'skeleton--card' : null, className].filter(Boolean).join(' ');
  return <span className={classes} style={style} aria-hidden="true" />;
}

/**
 * A loading page or list: the blocks show its shape, and `label` (SPEC.md's "Loading..." texts) is what a
 * screen reader announces, once, in a status region.
 */
export function SkeletonState({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="stack" aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      {children}
    </div>
  );
}

/** `rows` lines of a list as grey bars, each `rowHeight` px high. */
export function SkeletonRows({ rows, rowHeight }: { rows: number; rowHeight: number }) {
  return (
    <div className="stack-xs">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={rowHeight} />
      ))}
    </div>
  );
}
