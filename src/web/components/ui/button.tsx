import type { ComponentProps } from 'react';
import { Link } from 'react-router';

type ButtonProps = ComponentProps<'button'> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  block?: boolean;
};

export function Button({
  variant = 'primary',
  block = false,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, block ? 'button--block' : null, className].filter(Boolean);
  return <button type={type} className={classes.join(' ')} {...props} />;
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonProps['variant'] };

/** A link to another page that looks like a button ("New Loan", "Back to users"). */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return (
    <Link className={['button', `button--${variant}`, className].filter(Boolean).join(' ')} {...props} />
  );
}
