import { useId, type ComponentProps, type ReactNode } from 'react';

type CardProps = Omit<ComponentProps<'section'>, 'title'> & {
  title: ReactNode;
  /** `section-title` by default; `subtitle` for the smaller headings of the dashboard and profile. */
  titleClassName?: string;
};

/** A surface of the page: a section named by its heading, on the card background. */
export function Card({ title, titleClassName = 'section-title', className, children, ...props }: CardProps) {
  const headingId = useId();
  return (
    <section className={['card', className].filter(Boolean).join(' ')} aria-labelledby={headingId} {...props}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
