import type { ReactNode } from 'react';

/** One line of a description list: the term, its value, and a class for the value where it needs one. */
export type Fact = readonly [term: string, value: ReactNode, valueClassName?: string];

type FactsProps = {
  lines: ReadonlyArray<Fact | null | false>;
  /** The list's class: `facts` (one column) by default; `facts facts--columns` lays terms out in columns. */
  className?: string;
  lineClassName?: string;
  /** A class for every term (`note` for small muted labels). */
  termClassName?: string;
};

/** Terms and their values as a `<dl>`; a line that is `null` or `false`, or has no value, is left out. */
export function Facts({
  lines,
  className = 'facts',
  lineClassName = 'facts__line',
  termClassName,
}: FactsProps) {
  return (
    <dl className={className}>
      {lines.map((line) =>
        line && line[1] != null && line[1] !== false ? (
          <div key={line[0]} className={lineClassName || undefined}>
            <dt className={termClassName}>{line[0]}</dt>
            <dd className={line[2]}>{line[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
