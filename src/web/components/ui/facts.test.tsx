// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Facts } from './facts';

afterEach(cleanup);

describe('Facts', () => {
  it('pairs each term with its value and leaves out lines without one', () => {
    const { container } = render(
      <Facts
        className="facts facts--columns"
        lines={[['Amount', '$5.00', 'amount'], ['Details', null], false, ['Status', <b key="s">Paid</b>]]}
      />,
    );
    expect(container.querySelector('dl')?.className).toBe('facts facts--columns');
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Amount', 'Status']);
    expect(screen.getByText('$5.00').className).toBe('amount');
    expect(screen.getByText('Paid').closest('div')?.className).toBe('facts__line');
  });

  it('leaves the line without a class when asked', () => {
    const { container } = render(<Facts lineClassName="" lines={[['IP', '10.0.0.1']]} />);
    expect(container.querySelector('dl > div')?.hasAttribute('class')).toBe(false);
    expect(container.querySelector('dd')?.hasAttribute('class')).toBe(false);
  });
});
