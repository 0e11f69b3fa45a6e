import { statusTone, type StatusFamily } from './status-tones';
import './status-badge.css';

type StatusBadgeProps = {
  family: StatusFamily;
  status: string | null | undefined;
  /** The words shown, when they differ from the status (e.g. Pending for a missing one). */
  text?: string;
  className?: string;
};

/** A status as a coloured pill: the tone comes from the family's map in status-tones.ts. */
export function StatusBadge({ family, status, text, className }: StatusBadgeProps) {
  const tone = statusTone(family, status);
  return (
    <span
      className={['pill', 'status-badge', `tone-${tone}`, className].filter(Boolean).join(' ')}
      data-tone={tone}
    >
      {text ?? status}
    </span>
  );
}
