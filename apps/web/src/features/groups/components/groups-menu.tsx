import type { Group } from '@prism/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  Dropdown,
  DropdownNote,
  DropdownSection,
  dropdownItemClassName,
} from '../../../components/ui/dropdown';
import type { GroupFormApp } from './group-form';
import { GroupModal } from './group-modal';
import styles from './groups-menu.module.css';

export interface GroupsMenuProps {
  groups: readonly Group[];
  applications: readonly GroupFormApp[];
}

/** The top bar's Groups menu: each group's overview, and a gear opening the group modal. */
export function GroupsMenu({ groups, applications }: GroupsMenuProps) {
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <>
      <Dropdown trigger="Groups">
        {(close) => (
          <DropdownSection
            title="Groups"
            action={
              <button
                type="button"
                className={styles.gear}
                aria-label="Group settings"
                title="Create, edit and delete groups"
                onClick={() => {
                  close();
                  setModalOpen(true);
                }}
              >
                ⚙
              </button>
            }
          >
            {groups.length === 0 ? <DropdownNote>{'No groups yet.'}</DropdownNote> : null}
            {groups.map((group) => (
              <Link
                key={group._id}
                className={dropdownItemClassName}
                to={`/${group._id}/client-analytics/overview`}
              >
                {group.name}
              </Link>
            ))}
          </DropdownSection>
        )}
      </Dropdown>
      {modalOpen ? (
        <GroupModal groups={groups} applications={applications} onClose={() => setModalOpen(false)} />
      ) : null}
    </>
  );
}
