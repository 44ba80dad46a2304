import { SiteLink } from '../../site/site-link';
import { StaffPage } from '../staff-page';
import { ADMIN_SECTIONS } from '../staff-paths';

/** `/mina-sidor/administration`: the administrators' pages (issue 14). */
export function AdminHomePage() {
  return (
    <StaffPage title="Administration">
      <ul className="web-staff-cards jb-card-grid jb-plain-list">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.path}>
            <h2>
              <SiteLink href={section.path}>{section.title}</SiteLink>
            </h2>
            <p>{section.description}</p>
          </li>
        ))}
      </ul>
    </StaffPage>
  );
}
