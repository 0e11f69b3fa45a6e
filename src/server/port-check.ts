import net from 'node:net';

/** The one line an operator needs when a port is taken: which port, for what, and what to set. */
export const portInUse = (port: number, what: string, variable: string) =>
  new Error(
    `Port ${port} for ${what} is already in use (another copy of the bank?). Set ${variable} to a free port.`,
  );

/** Fails with a clear line when something already listens on the port, before anything is started. */
export async function assertPortFree(port: number, host: string, onTaken: () => Error): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EADDRINUSE' ? reject(onTaken()) : resolve(),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
