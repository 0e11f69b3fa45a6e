import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME } from '../../../../shared/constants';
import { VaultLogo } from '../../../components/ui/icons';
import '../auth.css';

type AuthLayoutProps = {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
};

/** The signed-out screens: the background picture with one card in front of it. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="grid auth">
      <aside className="auth__intro" aria-hidden="true">
        <p className="bold auth__tagline">Banking that keeps your money safe and your day simple.</p>
      </aside>
      <main className="auth__panel">
        <div className="auth__card">
          <Link to="/" className="brand text-lg auth__brand">
            <VaultLogo className="brand-logo auth__logo" size={32} />
            <span>{BRAND_NAME}</span>
          </Link>
          <h1 className="auth__title">{title}</h1>
          {subtitle ? <p className="muted auth__subtitle">{subtitle}</p> : null}
          {children}
          {footer ? <div className="muted auth__footer">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}
