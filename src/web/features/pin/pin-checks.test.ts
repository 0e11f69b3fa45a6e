import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { changePinRequest, pinProblem } from './pin-checks';

describe('pin checks', () => {
  it('checks the match first, then exactly 4 digits', () => {
    expect(pinProblem({ oldPin: '', newPin: '12', confirmPin: '13' })).toBe(messages.pin.doNotMatch);
    expect(pinProblem({ oldPin: '', newPin: '123', confirmPin: '123' })).toBe(messages.pin.exactlyFour);
    expect(pinProblem({ oldPin: '', newPin: '12a4', confirmPin: '12a4' })).toBe(messages.pin.exactlyFour);
    expect(pinProblem({ oldPin: '', newPin: '١٢٣٤', confirmPin: '١٢٣٤' })).toBe(messages.pin.exactlyFour);
    expect(pinProblem({ oldPin: '12', newPin: '1234', confirmPin: '1234' })).toBe(messages.pin.exactlyFour);
    expect(pinProblem({ oldPin: '', newPin: '0000', confirmPin: '0000' })).toBeNull();
    expect(pinProblem({ oldPin: '4321', newPin: '1234', confirmPin: '1234' })).toBeNull();
  });

  it('leaves oldPin out when it is empty', () => {
    expect(changePinRequest({ oldPin: '', newPin: '1234', confirmPin: '1234' })).toEqual({ newPin: '1234' });
    expect(changePinRequest({ oldPin: '9999', newPin: '1234', confirmPin: '1234' })).toEqual({
      oldPin: '9999',
      newPin: '1234',
    });
  });

  it('sends the password only when the page asked for it (first PIN from an old session)', () => {
    expect(changePinRequest({ oldPin: '', newPin: '1234', confirmPin: '1234', password: '' })).toEqual({
      newPin: '1234',
    });
    expect(
      changePinRequest({ oldPin: '', newPin: '1234', confirmPin: '1234', password: 'Correct-Horse-42' }),
    ).toEqual({ newPin: '1234', password: 'Correct-Horse-42' });
  });
});
