import type { ReactNode } from 'react';

/** The heading of a screen inside the signed-in shell, with optional actions on the right. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="toolbar page-header">
      <div>
        {/* A name without spaces (customers type anything) must wrap on a phone, not widen the page. */}
        <h1 className="text-xl break-anywhere">{title}</h1>
        {subtitle ? <p className="mt-1 muted">{subtitle}</p> : null}
      </div>
      {actions ? <div className="row-wrap">{actions}</div> : null}
    </header>
  );
}
