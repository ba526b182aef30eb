import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useCrewProfile } from './api/get-crew-profile';
import { CrewProfileState } from './components/CrewProfileDetails';

/**
 * /search/crew/:id: the profile the View Profile dialog shows, on a page of its own that can be
 * linked and reopened (opening it counts a profile view, once per crew member a month).
 */
export default function CrewProfilePage() {
  const { id = '' } = useParams();
  const profile = useCrewProfile(id);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880, margin: '0 auto', width: '100%', minWidth: 0 }}>
      <Link to="/search">
        <ArrowLeftOutlined aria-hidden /> Back to search
      </Link>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {profile.data ? `${profile.data.firstName} ${profile.data.lastName}` : 'Crew profile'}
      </Typography.Title>
      <CrewProfileState query={profile} headingLevel={2} />
    </Flex>
  );
}
