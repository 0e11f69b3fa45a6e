import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Button } from './button';
import { CloseIcon } from './icons';
import './dialog.css';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** The heading, which names the dialog. */
  title: ReactNode;
  /** The name of the × button, e.g. "Close receipt". */
  closeLabel: string;
  /** Shown above the title, e.g. the brand. */
  header?: ReactNode;
  /** Buttons or links before Close in the footer. */
  actions?: ReactNode;
  /** False for a panel closed by its × alone (no footer Close button). */
  closeButton?: boolean;
  className?: string;
  children: ReactNode;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/** Keeps Tab and Shift+Tab cycling inside the dialog; Escape closes it (as the browser would, but testably). */
function onKey(event: KeyboardEvent<HTMLDialogElement>, close: () => void) {
  if (event.key === 'Escape') {
    event.preventDefault();
    close();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const [first, last] = [items[0], items[items.length - 1]];
  const wrapTo = event.shiftKey
    ? document.activeElement === first && last
    : document.activeElement === last && first;
  if (wrapTo) {
    event.preventDefault();
    wrapTo.focus();
  }
}

/**
 * A native modal <dialog>: the page behind is inert, Escape, the × button, Close and a click on the backdrop
 * close it, Tab cycles inside, and focus goes back to the control that opened it.
 */
export function Dialog(props: DialogProps) {
  const {
    open,
    onClose,
    title,
    closeLabel,
    header,
    actions,
    closeButton = true,
    className,
    children,
  } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Whether the parent has been told of the last close.
  const reported = useRef(true);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      reported.current = false;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // The browser fires `close` a task after the dialog closes. Closing it ourselves tells the parent at once:
  // told only by that late event, a click on the opener in between reopened nothing (the parent still held
  // it open), and the event then closed it for good. A late event for a dialog opened again is ignored.
  const closed = () => {
    if (reported.current || ref.current?.open) return;
    reported.current = true;
    onClose();
    opener.current?.focus();
  };
  const close = () => {
    ref.current?.close();
    closed();
  };
  // A click on the dimmed backdrop lands on the dialog element itself, outside its content box.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <dialog
      ref={ref}
      className={['dialog', className].filter(Boolean).join(' ')}
      aria-modal="true"
      aria-labelledby={titleId}
      onClose={closed}
      onClick={closeOnBackdrop}
      onKeyDown={(event) => onKey(event, close)}
    >
      <div className="stack dialog__content">
        <header className="spread">
          {header ?? (
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
          )}
          <button
            type="button"
            className="icon-button icon-button--sm"
            aria-label={closeLabel}
            onClick={close}
          >
            <CloseIcon />
          </button>
        </header>
        {header ? (
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
        ) : null}
        {children}
        {actions || closeButton ? (
          <footer className="row-wrap dialog__footer">
            {actions}
            {closeButton ? (
              <Button variant="secondary" onClick={close}>
                Close
              </Button>
            ) : null}
          </footer>
        ) : null}
      </div>
    </dialog>
  );
}
