import { isApiPath } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { getSettings } from '../storage/content';

/** The privacy-mode players the video block embeds (the engine's `videoSource`, SPEC §9). */
export const VIDEO_FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** JSON and other API answers are never a page: they may load nothing and be framed by no one. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export interface SitePolicyOptions {
  /** `settings.analytics_script_url`: its host may run, be called and send beacon images. */
  analyticsScriptUrl?: string | undefined;
  /** `'sha256-…'` sources of the inline scripts of the page shell. */
  inlineScriptHashes?: readonly string[];
  /** Further origins content images come from (`CSP_IMAGE_SOURCES`). */
  imageSources?: readonly string[];
  /** Whether the site is served over https: then plain http is upgraded. */
  https?: boolean;
}

/**
 * The Content-Security-Policy of the website's answers: scripts only from the site (inline
 * ones only by hash) and the consented analytics host, styles only from the site's files
 * (React sets `style` through the CSSOM, which a policy does not block), images from the
 * site and `data:`, frames only the video players, and no one may frame the site.
 */
export function sitePolicy(options: SitePolicyOptions = {}): string {
  const analytics = analyticsOrigin(options.analyticsScriptUrl);
  const directives = [
    ["default-src 'self'"],
    ["script-src 'self'", ...(options.inlineScriptHashes ?? []), ...analytics],
    ["style-src 'self'"],
    ["img-src 'self' data:", ...analytics, ...(options.imageSources ?? [])],
    ["font-src 'self'"],
    ["connect-src 'self'", ...analytics],
    ['frame-src', ...VIDEO_FRAME_SOURCES],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
    ...(options.https ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The headers every answer carries, pages and API alike. */
export function basicSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The site uses none of these; embedded players ask for theirs through `allow` on the frame.
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // Only an https site may pin browsers to https; a year, without subdomains we do not run.
    ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

/**
 * Adds the security headers to every answer: the basic ones always, the site's policy to
 * every answer outside `/api/`, the strict API policy to API JSON. A route that set its own
 * policy (archive downloads are sandboxed) keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Omit<SitePolicyOptions, 'https'>) {
  const https = app.config.publicUrl.startsWith('https:');
  const basic = Object.entries(basicSecurityHeaders(https));
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of basic) {
      if (!reply.hasHeader(name)) {
        reply.header(name, value);
      }
    }
    if (reply.hasHeader('content-security-policy')) {
      return payload;
    }
    if (isApiPath(request.url)) {
      // API answers may carry personal data: no shared cache or browser cache keeps them unless
      // a route says otherwise (ASVS 8.2.1; docs/security.md).
      if (!reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      if (String(reply.getHeader('content-type') ?? '').includes('json')) {
        reply.header('content-security-policy', API_POLICY);
      }
      return payload;
    }
    const analyticsScriptUrl = await getSettings(app.db).then(
      (settings) => settings.analytics_script_url,
      // Without settings the site still gets a policy, only without the analytics host.
      () => undefined,
    );
    reply.header('content-security-policy', sitePolicy({ ...options, analyticsScriptUrl, https }));
    return payload;
  });
}

/** The origin of an https analytics script; a relative one is the site's own ('self'). */
function analyticsOrigin(url: string | undefined): string[] {
  if (!url) {
    return [];
  }
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? [parsed.origin] : [];
  } catch {
    return [];
  }
}
