import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { NotFoundPage } from '../pages/not-found-page';
import { RequireKnownRole } from '../routing/guards';
import { useAuth } from '../site/services';
import { MyPagesPage } from './my-pages-page';
import {
  isMyPagesSection,
  MY_PAGES_SLUG,
  type MyPagesSection,
  roomSectionFor,
  sectionAccess,
  sectionPath,
} from './my-pages-sections';

/**
 * `/mina-sidor` and `/mina-sidor/{section}` (SPEC §2, §6). My pages need a login (the page
 * table's guard, applied by the routes); five sections need a known role too, and classrooms
 * and group rooms are swapped by role. An unknown section is not found.
 */
export function MyPagesRoute({ section }: { section?: string | undefined }) {
  if (section === undefined) {
    return <MyPagesPage slug={MY_PAGES_SLUG} />;
  }
  if (!isMyPagesSection(section)) {
    return <NotFoundPage />;
  }
  if (sectionAccess(section) === 'login') {
    return <MyPagesPage slug={section} />;
  }
  return (
    <RequireKnownRole>
      <RoomSectionForRole section={section}>
        <MyPagesPage slug={section} />
      </RoomSectionForRole>
    </RequireKnownRole>
  );
}

/** Sends a role to its own kind of rooms (SPEC §6); other sections pass through. */
function RoomSectionForRole({ section, children }: { section: MyPagesSection; children: ReactNode }) {
  const { user } = useAuth();
  const target = roomSectionFor(section, user?.role);
  return target ? <Redirect to={sectionPath(target)} replace /> : children;
}
