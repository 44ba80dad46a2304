import { KNOWN_ROLES, type KnownRole, type RoomUser } from '@jamstalldhet/contract';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { useAsync } from '../../blocks-provider/use-async';
import { sortByName } from '../../engine/formatting/filters';
import { tokenList } from '../../engine/formatting/token-list';
import { formatLabel, useLabels } from '../../i18n/labels';
import type { BlockProps } from '../../parts/block-props';
import { Heading } from '../../parts/heading';
import { LoadStatus } from '../../parts/load-status';
import { RichText } from '../../parts/rich-text';
import { listUsersLabels } from './list-users-labels';

type ListUsersLabels = typeof listUsersLabels;

function isKnownRole(role: string): role is KnownRole {
  return (KNOWN_ROLES as readonly string[]).includes(role);
}

/** A role in Swedish, or null for a role without a meaning (SPEC §6: a normal user). */
export function roleName(role: string, t: ListUsersLabels): string | null {
  return isKnownRole(role) ? t[`listUsers.role.${role}`] : null;
}

/** The participants with full names, in Swedish alphabetical order. */
function byName(users: readonly RoomUser[]) {
  return sortByName(
    users.map((user) => ({
      id: user.id,
      role: user.role,
      name: `${user.first_name} ${user.last_name}`.trim(),
    })),
  );
}

/**
 * `list-users`: the participants of the current room with their roles, for logged-in users.
 * The room is the page when it is a room, else the block's `post_id`.
 *
 * @example <ListUsers block={block} />
 */
export function ListUsers({ block, className, ...rest }: BlockProps) {
  const { api, user, page } = useBlocks();
  const t = useLabels(listUsersLabels);
  const loggedIn = Boolean(user?.loggedIn);
  const roomId = page?.post_type === 'room' ? page.id : block.post_id;
  const listRoomUsers = api?.listRoomUsers;
  const load = loggedIn && listRoomUsers && roomId !== undefined ? () => listRoomUsers(roomId) : undefined;
  const { state, reload } = useAsync(load, `${Boolean(load)}-${roomId}`);
  const users = state.status === 'success' ? byName(state.data) : [];

  return (
    <div
      className={tokenList('jb-user-list', className)}
      aria-busy={state.status === 'loading' || undefined}
      {...rest}
    >
      {(block.title || users.length > 0) && (
        <div className="jb-user-list__header">
          {block.title && <Heading className="jb-user-list__title">{block.title}</Heading>}
          {users.length > 0 && (
            <p className="jb-user-list__count">
              {formatLabel(t['listUsers.count'], { count: users.length })}
            </p>
          )}
        </div>
      )}
      <RichText className="jb-user-list__intro" html={block.html} />
      {!loggedIn && <p className="jb-user-list__message">{t['listUsers.loggedOut']}</p>}
      <LoadStatus
        state={state}
        onRetry={reload}
        loading={t['listUsers.loading']}
        error={t['listUsers.error']}
        retry={t['listUsers.retry']}
        className="jb-user-list__message"
      />
      {loggedIn && (state.status === 'idle' || (state.status === 'success' && users.length === 0)) && (
        <p className="jb-user-list__message">{t['listUsers.empty']}</p>
      )}
      {users.length > 0 && (
        <ul className="jb-user-list__list" aria-label={t['listUsers.list']}>
          {users.map((participant) => {
            const role = roleName(participant.role, t);
            return (
              <li key={participant.id} className="jb-user-list__item">
                <span className="jb-user-list__name">{participant.name}</span>
                {role !== null ? (
                  <span className="jb-user-list__role">
                    <span className="jb-visually-hidden">, </span>
                    {role}
                  </span>
                ) : (
                  // A dash for sighted users only: a screen reader has nothing useful to say here.
                  <span className="jb-user-list__role" aria-hidden="true">
                    {t['listUsers.role.other']}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
