// Story and end-to-end tests drive Debian's Chromium (never a downloaded browser build).
// On a fresh machine it is installed with apt-get, which needs root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) {
    return;
  }
  console.log(`\n${CHROMIUM_PATH} saknas: installerar Debians chromium med apt-get.`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', 'chromium'],
  ]) {
    const command = [...asRoot, ...args];
    const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(
        `Kunde inte installera Chromium (${command.join(' ')}). Installera paketet chromium och försök igen.`,
      );
      process.exit(result.status ?? 1);
    }
  }
}
