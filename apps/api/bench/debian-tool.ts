import { spawnSync } from 'node:child_process';

/**
 * Whether `command` is on this machine, installing Debian's `debianPackage` with apt-get first
 * when it is missing and the benchmark runs as root (a fresh machine), as the project's test
 * scripts do for PostgreSQL and Chromium.
 */
export function ensureDebianTool(command: string, debianPackage: string): boolean {
  const present = () => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
  if (!present() && process.getuid?.() === 0) {
    console.log(`${command} saknas: installerar Debians ${debianPackage} med apt-get.`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { env, stdio: 'ignore' });
    spawnSync('apt-get', ['install', '-y', debianPackage], { env, stdio: 'ignore' });
  }
  return present();
}
