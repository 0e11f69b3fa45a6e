/**
 * The most common passwords of at least six characters from public breach corpora. A password on
 * this list is guessed in the first few attempts of any attack, so it is refused outright.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '654321', '666666',
  '111111', '000000', '121212', '123123', '112233', '123321', '555555', '777777', '888888', '999999',
  '987654321', '987654', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'qwerty', 'qwerty1', 'qwerty123',
  'qwertyuiop', 'qwe123', 'qazwsx', 'zxcvbnm', 'asdfgh', 'asdfghjkl', 'password', 'password1',
  'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'abc123', 'abcdef', 'abcd1234',
  'abc12345', 'iloveyou', 'princess', 'sunshine', 'football', 'baseball', 'monkey', 'dragon',
  'letmein', 'welcome', 'welcome1', 'login1', 'admin1', 'admin123', 'administrator', 'master',
  'shadow', 'superman', 'batman', 'trustno1', 'michael', 'jennifer', 'jordan23', 'hunter2',
  'charlie', 'freedom', 'whatever', 'starwars', 'computer', 'michelle', 'jessica', 'pepper',
  'ginger', 'cheese', 'summer', 'soccer', 'hockey', 'killer', 'harley', 'ranger', 'buster',
  'thomas', 'robert', 'tigger', 'hello1', 'hello123', 'flower', 'lovely', 'loveme', 'secret',
  'changeme', 'default', 'internet', 'access', 'mustang', 'banana', 'orange', 'chocolate',
  'maggie', 'daniel', 'andrew', 'joshua', 'ashley', 'nicole', 'matrix', 'samsung', 'google',
  'zaq12wsx', 'aa123456', 'a123456', '123456a', 'q1w2e3r4', 'q1w2e3r4t5', 'asd123', 'qwerty12',
  'bank123', 'money1', 'vaultbank', 'vault123',
]);
