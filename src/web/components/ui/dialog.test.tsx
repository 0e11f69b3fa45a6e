// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { polyfillDialog } from './test-dialog-polyfill';

beforeAll(polyfillDialog);
afterEach(cleanup);

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open receipt</button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Receipt"
        closeLabel="Close receipt"
        actions={<a href="/r.pdf">Download PDF</a>}
      >
        <p>Body</p>
      </Dialog>
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Open receipt' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Receipt' }) };
}

describe('Dialog', () => {
  it('opens as a modal named by its title, with the close button first in focus', () => {
    render(<Harness />);
    const { dialog } = openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close receipt' }));
  });

  it('keeps Tab inside: from the last control to the first and back', () => {
    render(<Harness />);
    const { dialog } = openDialog();
    const first = screen.getByRole('button', { name: 'Close receipt' });
    const last = screen.getByRole('button', { name: 'Close' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { opener, dialog } = openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop but not on one inside', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { dialog } = openDialog();
    fireEvent.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes from the × and the Close buttons', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close receipt' }));
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('opens again from a click right after Escape, before the browser’s close event', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { opener, dialog } = openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(opener);
    await new Promise((resolve) => setTimeout(resolve, 10)); // the first close's event arrives now
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
