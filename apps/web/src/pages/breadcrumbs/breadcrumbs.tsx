import { SiteLink } from '../../site/site-link';
import './breadcrumbs.css';

/** A step above the current page. */
export interface BreadcrumbLink {
  title: string;
  href: string;
}

/** The first step of every trail: the start page, where all courses are listed (SPEC §2). */
export const HOME_CRUMB: BreadcrumbLink = { title: 'Alla webbutbildningar', href: '/' };

export interface BreadcrumbsProps {
  /** The steps above the page, from the start page down. */
  trail: readonly BreadcrumbLink[];
  /** The page itself, marked as the current one. */
  current: string;
}

/**
 * Where the page sits in the site: 'Alla webbutbildningar', then the page or course title
 * (SPEC §2). An ordered list in a named navigation landmark; the last step is not a link.
 *
 * @example <Breadcrumbs trail={[HOME_CRUMB]} current="Om kakor" />
 */
export function Breadcrumbs({ trail, current }: BreadcrumbsProps) {
  return (
    <nav className="web-breadcrumbs" aria-label="Brödsmulor">
      <ol className="web-breadcrumbs__list">
        {trail.map((crumb) => (
          <li key={crumb.href} className="web-breadcrumbs__item">
            <SiteLink className="web-breadcrumbs__link" href={crumb.href}>
              {crumb.title}
            </SiteLink>
          </li>
        ))}
        <li className="web-breadcrumbs__item">
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
