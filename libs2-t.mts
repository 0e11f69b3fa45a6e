import { loadPasswordChecker } from './src/shared/password-strength';
const c = await loadPasswordChecker();
for (const p of process.argv.slice(2)) console.log(p, c(p).score, c(p).feedback);
