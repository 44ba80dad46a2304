// The site's links are the package's router links (wouter underneath): one rule for both.
export { isInternalPath, RouterLink as SiteLink } from '@jamstalldhet/blocks/course';
