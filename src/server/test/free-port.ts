// The tests' free ports come from the one helper the backup drill uses too.
export { freePort } from '../common/free-port';
