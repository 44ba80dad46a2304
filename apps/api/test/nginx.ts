import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NGINX = '/usr/sbin/nginx';

/**
 * Debian's nginx for a test of the proxy in front of the API: installed with apt-get when it is
 * missing and the tests run as root (a fresh CI machine), as scripts/with-postgres.mjs does for
 * PostgreSQL. Null when it cannot be had.
 */
export function ensureNginx(): string | null {
  if (!existsSync(NGINX) && process.getuid?.() === 0) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { env, stdio: 'ignore' });
    spawnSync('apt-get', ['install', '-y', 'nginx-light'], { env, stdio: 'ignore' });
  }
  return existsSync(NGINX) ? NGINX : null;
}

/**
 * The repository's deploy/nginx.conf made to run here: the two API processes on local ports
 * instead of the compose services, and a free port instead of 80, inside a minimal main config
 * whose files all live in `directory`.
 */
export function localNginxConfig(
  site: string,
  options: { directory: string; port: number; apiPorts: [number, number] },
) {
  // Local ports need no lookup (and Debian's nginx predates `resolve` on upstream servers).
  const server = site
    .replace(/^resolver .*$/m, '')
    .replace(/ resolve;/g, ';')
    .replace('server api-1:3000', `server 127.0.0.1:${options.apiPorts[0]}`)
    .replace('server api-2:3000', `server 127.0.0.1:${options.apiPorts[1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${options.port};`);
  const temp = (name: string) => `${name}_temp_path ${options.directory}/${name};`;
  return `daemon off;
pid ${options.directory}/nginx.pid;
error_log ${options.directory}/error.log;
events {}
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  ${server}
}
`;
}
