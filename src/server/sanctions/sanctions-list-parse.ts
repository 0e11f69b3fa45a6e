import { parse } from 'csv-parse/sync';
import { sanctionsMessages as text } from '../../shared/financial-crime-messages';
import { DomainError } from '../common/domain-error';
import { hasUnstorableText } from '../common/storable-text';
import { normalizeName } from './name-score';

/**
 * The OFAC SDN list in its CSV layout (docs/sanctions.md), read with `csv-parse`: no header line, quoted
 * fields, `-0-` for an empty field, and a last line holding only the DOS end-of-file mark (0x1A).
 * sdn.csv: ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT, Vess_flag,
 * Vess_owner, Remarks. alt.csv: ent_num, alt_num, alt_type, alt_name, alt_remarks.
 */
export type ListEntry = {
  entNum: number;
  name: string;
  sdnType: string | null;
  program: string | null;
  title: string | null;
  remarks: string | null;
};
export type ListAlias = { entNum: number; altNum: number; altType: string | null; name: string };
export type ParsedList = { entries: ListEntry[]; aliases: ListAlias[] };

const SDN_COLUMNS = 12;
const ALT_COLUMNS = 5;
const MAX_NAME = 350;

/** OFAC's empty field, and blank text, as null. */
const field = (v: string | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' || t === '-0-' ? null : t;
};

/** UTF-8 when the bytes are UTF-8, else Windows-1252 (older OFAC files), without the end-of-file mark. */
function decode(file: string, bytes: Buffer): string {
  let s: string;
  try {
    s = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    s = new TextDecoder('windows-1252').decode(bytes);
  }
  s = s
    .replace(/^\uFEFF/, '')
    .split(String.fromCharCode(0x1a))
    .join('');
  if (hasUnstorableText(s)) throw new DomainError('invalid_input', text.notCsv(file));
  return s;
}

function rows(file: string, bytes: Buffer): string[][] {
  try {
    return parse(decode(file, bytes), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: false,
    }) as string[][];
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw new DomainError('invalid_input', text.notCsv(file));
  }
}

const bad = (file: string, line: number, why: string) =>
  new DomainError('invalid_input', text.badRow(file, line, why));

function wholeNumber(v: string | undefined): number | null {
  const t = (v ?? '').trim();
  if (!/^\d{1,9}$/.test(t)) return null;
  const n = Number(t);
  return n > 0 ? n : null;
}

function nameOf(file: string, line: number, v: string | undefined): string {
  const name = field(v);
  if (!name || !normalizeName(name)) throw bad(file, line, text.missingName);
  if (name.length > MAX_NAME) throw bad(file, line, text.missingName);
  return name;
}

/** Both files, checked whole: any bad line refuses the upload (400 naming the file and line). */
export function parseSdnList(sdn: Buffer, alt: Buffer): ParsedList {
  const entries: ListEntry[] = [];
  const known = new Set<number>();
  rows('sdn.csv', sdn).forEach((r, i) => {
    const line = i + 1;
    if (r.length !== SDN_COLUMNS) throw bad('sdn.csv', line, text.columns(SDN_COLUMNS, r.length));
    const entNum = wholeNumber(r[0]);
    if (entNum === null) throw bad('sdn.csv', line, text.badEntNum);
    if (known.has(entNum)) throw bad('sdn.csv', line, text.duplicateEntNum);
    known.add(entNum);
    entries.push({
      entNum,
      name: nameOf('sdn.csv', line, r[1]),
      sdnType: field(r[2]),
      program: field(r[3]),
      title: field(r[4]),
      remarks: field(r[11]),
    });
  });
  if (entries.length === 0) throw new DomainError('invalid_input', text.emptyList);
  const aliases: ListAlias[] = [];
  const seen = new Set<string>();
  rows('alt.csv', alt).forEach((r, i) => {
    const line = i + 1;
    if (r.length !== ALT_COLUMNS) throw bad('alt.csv', line, text.columns(ALT_COLUMNS, r.length));
    const entNum = wholeNumber(r[0]);
    const altNum = wholeNumber(r[1]);
    if (entNum === null || altNum === null) throw bad('alt.csv', line, text.badEntNum);
    if (!known.has(entNum)) throw bad('alt.csv', line, text.unknownEntry);
    const key = `${entNum}:${altNum}`;
    if (seen.has(key)) throw bad('alt.csv', line, text.duplicateAlias);
    seen.add(key);
    aliases.push({ entNum, altNum, altType: field(r[2]), name: nameOf('alt.csv', line, r[3]) });
  });
  return { entries, aliases };
}
