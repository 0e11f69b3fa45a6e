/**
 * jsdom has no modal dialogs: the least of showModal and close that the kit's Dialog needs in tests. Like a
 * browser, close fires its `close` event a task later.
 */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
}
