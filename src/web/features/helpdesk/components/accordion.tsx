import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronIcon } from '../../../components/ui/icons';

export type AccordionItem = { id: string; title: string; content: ReactNode };

type AccordionProps = { items: AccordionItem[]; initiallyOpen?: string | null };

/**
 * The WAI-ARIA accordion pattern with one section open at a time: each header is a button in a heading
 * with aria-expanded and aria-controls; Enter or Space toggles it (native buttons), and the arrow keys,
 * Home and End move between headers. Opening a section closes the other; a second press closes it.
 */
export function Accordion({ items, initiallyOpen = null }: AccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(initiallyOpen);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="divided">
      {items.map((item, index) => {
        const open = openId === item.id;
        const headerId = `${baseId}-${item.id}-header`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className="accordion__item">
            <h2 className="text-md">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={headerId}
                type="button"
                className="bare-button spread accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{item.title}</span>
                <ChevronIcon className="muted chevron" />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              className="stack-sm accordion__panel"
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
