// CPU time and memory of the server process and of its PostgreSQL (every process below it), from /proc.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after it are space-separated.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const userMs = Number(fields[11]) * TICK_MS;
    const sysMs = Number(fields[12]) * TICK_MS;
    return { ppid: Number(fields[1]), cpuMs: userMs + sysMs, sysMs };
  } catch {
    return undefined;
  }
}

function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * `serverSysMs`: the part of the server's CPU time spent in the kernel on its behalf (its socket reads and
 * writes, epoll), which no change to the server's own code makes cheaper.
 * @returns {{ serverCpuMs: number, serverSysMs: number, serverRssKb: number, pgCpuMs: number }}
 */
export function processTree(serverPid) {
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (s) all.set(Number(name), s);
  }
  const below = new Set([serverPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, s] of all) {
      if (!below.has(pid) && below.has(s.ppid)) {
        below.add(pid);
        grew = true;
      }
    }
  }
  let pgCpuMs = 0;
  for (const pid of below) if (pid !== serverPid) pgCpuMs += all.get(pid)?.cpuMs ?? 0;
  const server = all.get(serverPid);
  return {
    serverCpuMs: server?.cpuMs ?? 0,
    serverSysMs: server?.sysMs ?? 0,
    serverRssKb: rssKb(serverPid),
    pgCpuMs,
  };
}

/**
 * The machine's CPU time so far, in ticks, from /proc/stat: all of it and the part spent idle (idle and
 * waiting for I/O), and the time this machine's own processes kept a core busy, in milliseconds (user,
 * system and interrupts; not the time the hypervisor gave to others, "steal"). Guest time is already
 * counted in user time, so only the first eight fields are read.
 * @returns {{ totalTicks: number, idleTicks: number, busyMs: number }}
 */
export function machineCpu() {
  const fields = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const totalTicks = fields.reduce((a, b) => a + b, 0);
  const idleTicks = fields[3] + fields[4];
  const busyTicks = fields[0] + fields[1] + fields[2] + fields[5] + fields[6];
  return { totalTicks, idleTicks, busyMs: busyTicks * TICK_MS };
}
