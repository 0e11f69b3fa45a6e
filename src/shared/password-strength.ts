import { messages } from './messages';

/** Passwords scoring below this (zxcvbn's 0–4 scale: 2 is "somewhat guessable") are refused. */
export const MIN_PASSWORD_SCORE = 2;

export type PasswordStrength = { score: number; acceptable: boolean; feedback: string };
export type PasswordChecker = (password: string, userInputs?: string[]) => PasswordStrength;

let checker: Promise<PasswordChecker> | undefined;

/**
 * zxcvbn-ts with its common and English dictionaries. They weigh about a megabyte, so they are imported
 * on first use: the browser downloads them only on the pages with a password field, never with `/`.
 * The server and the pages use this same function, so the meter's feedback is the server's refusal.
 */
export function loadPasswordChecker(): Promise<PasswordChecker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
    return (password, userInputs = []) => {
      const result = zxcvbn.check(password, userInputs);
      const acceptable = result.score >= MIN_PASSWORD_SCORE;
      const parts = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean);
      const feedback = parts.join(' ') || (acceptable ? '' : messages.password.tooWeak);
      return { score: result.score, acceptable, feedback };
    };
  })();
  return checker;
}
