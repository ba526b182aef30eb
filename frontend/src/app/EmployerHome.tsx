import { FileProtectOutlined, MessageOutlined, SearchOutlined, WalletOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmEmailNotice, ResendConfirmationButton } from '../components/ConfirmEmail';
import { CompanyCard } from '../features/employer/components/CompanyCard';
import { fullName, type User } from '../lib/auth';
import { access } from './access';
import { UserAvatar } from './layout/UserAvatar';

interface Destination {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

/** Where an employer's work is: search, then what came of it (contacts, reports), then the plan. */
function destinations(user: User): Destination[] {
  const searching = access(user).canSearchCrew;
  return [
    {
      to: searching ? '/search' : '/employer?tab=plans',
      title: 'Search crew',
      text: searching ? 'Find crew who chose to be found and open their verified reviews.' : 'Choose a plan to search crew who chose to be found.',
      icon: <SearchOutlined />,
    },
    { to: '/employer?tab=contacts', title: 'Contacts', text: 'Crew you asked to get in touch, and those who accepted.', icon: <MessageOutlined /> },
    { to: '/employer?tab=reports', title: 'Verification reports', text: 'Reports you ordered, to download and share.', icon: <FileProtectOutlined /> },
    { to: '/employer?tab=plans', title: 'Plans and billing', text: 'Your plan, what is left this month, and credits.', icon: <WalletOutlined /> },
  ];
}

/**
 * '/' for employer and agency accounts: they are not crew, so no reviews, share links or
 * certificate cards; instead the ways to their work and their company.
 */
export default function EmployerHome({ user }: { user: User }) {
  return (
    <Flex vertical gap={24}>
      <Card>
        <Flex gap={16} align="center" wrap>
          <UserAvatar user={user} size={72} />
          <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 6vw, 30px)', overflowWrap: 'anywhere' }}>
              Welcome, {fullName(user)}
            </Typography.Title>
            <Typography.Text type="secondary">Your employer account</Typography.Text>
            <Flex wrap gap={4} align="center">
              {user.isVerified ? (
                <Tag color="green">Email confirmed</Tag>
              ) : (
                <>
                  <Tag>Email not confirmed yet</Tag>
                  <ResendConfirmationButton />
                </>
              )}
            </Flex>
          </Flex>
        </Flex>
      </Card>
      <ConfirmEmailNotice />
      <nav aria-label="Employer">
        <Row gutter={[16, 16]}>
          {destinations(user).map((destination) => (
            <Col key={destination.title} xs={24} sm={12} lg={6}>
              <Link to={destination.to} style={{ display: 'block', height: '100%' }}>
                <Card hoverable style={{ height: '100%' }}>
                  <Flex vertical gap={4}>
                    <Typography.Text strong style={{ fontSize: 16 }}>
                      <span aria-hidden style={{ marginRight: 8 }}>
                        {destination.icon}
                      </span>
                      {destination.title}
                    </Typography.Text>
                    <Typography.Text type="secondary">{destination.text}</Typography.Text>
                  </Flex>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      </nav>
      <CompanyCard variant="summary" />
    </Flex>
  );
}
