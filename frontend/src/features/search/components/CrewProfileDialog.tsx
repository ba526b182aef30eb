import { Button, Flex, Modal, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCrewProfile } from '../api/get-crew-profile';
import type { CrewSearchResult } from '../api/schemas';
import { CrewProfileState } from './CrewProfileDetails';

const COMING_SOON = 'Coming soon';

/** The View Profile dialog: the whole profile an employer sees, with a link to its own page (opening it counts a profile view). */
export function CrewProfileDialog({
  crew,
  onClose,
  contact,
  verify,
}: {
  crew: CrewSearchResult | null;
  onClose: () => void;
  contact?: ReactNode;
  verify?: ReactNode;
}) {
  const profile = useCrewProfile(crew?.id ?? null);
  const shown = profile.data ?? crew;
  return (
    <Modal
      open={crew !== null}
      onCancel={onClose}
      title={shown ? `${shown.firstName} ${shown.lastName}` : ''}
      footer={
        <Flex gap={8} justify="end">
          {contact ?? (
            <Tooltip title={COMING_SOON}>
              <Button disabled>Contact</Button>
            </Tooltip>
          )}
          {verify ?? (
            <Tooltip title={COMING_SOON}>
              <Button disabled>Verify</Button>
            </Tooltip>
          )}
        </Flex>
      }
    >
      {crew && (
        <Flex justify="end" style={{ marginBottom: 8 }}>
          <Link to={`/search/crew/${encodeURIComponent(crew.id)}`}>Open full profile</Link>
        </Flex>
      )}
      <CrewProfileState query={profile} headingLevel={2} crewId={crew?.id} onCancel={onClose} />
    </Modal>
  );
}
