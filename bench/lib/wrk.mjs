// Drives a server with wrk (Debian package `wrk`), whose C event loop costs the server's two cores far
// less than a Node client would, and reads the figures the Lua scripts in bench/wrk print when done.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { machineCpu, processTree } from './proc.mjs';

export function requireWrk() {
  if (spawnSync('wrk', ['--version']).error) {
    console.error('wrk was not found. On Debian: apt-get install -y wrk');
    process.exit(2);
  }
}

/**
 * Runs wrk for `seconds` with `connections` connections on two threads against `url`, while sampling the
 * server's resident memory, the CPU time of the server and its PostgreSQL, and the share of the machine's
 * CPU left idle (a step that leaves CPU idle is held back by something else: a lock, a wait, a round trip).
 * @returns {Promise<{ rate: number, p50: number, p99: number, errors: number, requests: number,
 *   peakRssMb: number, serverCpuMs: number, serverSysMs: number, pgCpuMs: number, machineBusyMs: number,
 *   idlePercent: number }>}
 */
export async function runWrk({ url, script, connections, seconds, env = {}, serverPid }) {
  const before = serverPid ? processTree(serverPid) : undefined;
  const machineBefore = machineCpu();
  let peakRss = 0;
  const sampler = setInterval(() => {
    if (serverPid) peakRss = Math.max(peakRss, processTree(serverPid).serverRssKb);
  }, 200);
  const args = ['-t', '2', '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s'];
  args.push('-s', path.resolve('bench/wrk', script), url);
  const output = await new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}: ${out}`))));
  });
  clearInterval(sampler);
  const machineAfter = machineCpu();
  const match = /WRK_RESULT (\{.*\})/.exec(output);
  if (!match) throw new Error(`wrk printed no result:\n${output}`);
  const r = JSON.parse(match[1]);
  const after = serverPid ? processTree(serverPid) : undefined;
  const ok = r.requests - r.non2xx - r.socketErrors;
  return {
    requests: r.requests,
    rate: ok / (r.durationUs / 1e6),
    p50: r.p50Us / 1000,
    p99: r.p99Us / 1000,
    errors: r.non2xx + r.socketErrors,
    peakRssMb: peakRss / 1024,
    serverCpuMs: before && after ? after.serverCpuMs - before.serverCpuMs : 0,
    serverSysMs: before && after ? after.serverSysMs - before.serverSysMs : 0,
    pgCpuMs: before && after ? after.pgCpuMs - before.pgCpuMs : 0,
    machineBusyMs: machineAfter.busyMs - machineBefore.busyMs,
    idlePercent:
      (100 * (machineAfter.idleTicks - machineBefore.idleTicks)) /
      Math.max(1, machineAfter.totalTicks - machineBefore.totalTicks),
  };
}

/**
 * What a step's cost allows: the CPU the whole machine spent on a request (the load generator, the
 * server, PostgreSQL, the kernel and whatever else ran), and the ratio to pgbench that the machine's cores
 * would reach at that cost with none of them idle. A step whose full-CPU ratio is under a target cannot
 * reach it by waiting less; only by costing less.
 * @param {{ requests: number, machineBusyMs: number }} r
 */
export function fullCpu(r, pgTps) {
  const msPerRequest = r.requests ? r.machineBusyMs / r.requests : 0;
  const ratio = msPerRequest ? (availableParallelism() * 1000) / msPerRequest / pgTps : 0;
  return { ms: msPerRequest.toFixed(3), ratio: ratio.toFixed(2) };
}

/** The machine's CPU a request may cost, all processes together, for `ratio` × pgbench on these cores. */
export function cpuBudgetMs(ratio, pgTps) {
  return ((availableParallelism() * 1000) / (ratio * pgTps)).toFixed(3);
}

/**
 * The share of the measured server's CPU time spent in the kernel on its behalf (socket reads and writes,
 * epoll), as a percentage with no decimals: the part of a request's cost outside the server's own code.
 * @param {{ serverCpuMs: number, serverSysMs: number }} r
 */
export function kernelShare(r) {
  return r.serverCpuMs ? ((100 * r.serverSysMs) / r.serverCpuMs).toFixed(0) : '–';
}
