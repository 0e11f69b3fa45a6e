import { useEffect, useState } from 'react';
import { messages } from '../../../shared/messages';
import { loadPasswordChecker, type PasswordStrength } from '../../../shared/password-strength';
import './password-strength-meter.css';

/**
 * How guessable the password being typed is, with zxcvbn's feedback: the same check and the same words
 * the server answers with when it refuses one. The dictionaries load on the first keystroke, not with
 * the page.
 */
export function PasswordStrengthMeter({
  password,
  userInputs = [],
}: {
  password: string;
  userInputs?: string[];
}) {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (!password) return setStrength(null);
    let current = true;
    void loadPasswordChecker().then((check) => {
      if (current) setStrength(check(password, inputs ? inputs.split('\n') : []));
    });
    return () => {
      current = false;
    };
  }, [password, inputs]);
  if (!password || !strength) return null;
  const label = messages.password.strength[strength.score] ?? '';
  return (
    <div className={`grid gap-1 strength strength--${strength.score}`}>
      <meter
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={strength.score}
        aria-label="Password strength"
      >
        {label}
      </meter>
      <p className="strength__text text-sm" aria-live="polite">
        <strong>{label}.</strong> {strength.feedback}
      </p>
    </div>
  );
}
