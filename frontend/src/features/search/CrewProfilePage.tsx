import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useCrewProfile } from './api/get-crew-profile';
import { CrewProfileState } from './components/CrewProfileDetails';

/**
 * /search/crew/:id: the profile the View Profile dialog shows, on a page of its own that can be
 * linked and reopened (opening it counts a profile view, once per crew member a month). The
 * route composes the Contact and Verify buttons from their features, as for the dialog.
 */
export default function CrewProfilePage({ contactAction, verifyAction }: { contactAction?: (crewId: string) => ReactNode; verifyAction?: (crewId: string) => ReactNode }) {
  const { id = '' } = useParams();
  const profile = useCrewProfile(id);
  const loaded = profile.data;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880, margin: '0 auto', width: '100%', minWidth: 0 }}>
      <Link to="/search">
        <ArrowLeftOutlined aria-hidden /> Back to search
      </Link>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {profile.data ? `${profile.data.firstName} ${profile.data.lastName}` : 'Crew profile'}
      </Typography.Title>
      {loaded && (contactAction || verifyAction) && (
        <Flex gap={8} wrap>
          {contactAction?.(loaded.id)}
          {verifyAction?.(loaded.id)}
        </Flex>
      )}
      <CrewProfileState query={profile} headingLevel={2} crewId={id} />
    </Flex>
  );
}
