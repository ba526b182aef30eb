import type { ReactNode } from 'react';
import {
  BarChartOutlined,
  CheckOutlined,
  CompassOutlined,
  FileProtectOutlined,
  LockOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { SUBSCRIPTION_PLANS } from '@crew/contracts/plans';
import { Button, Card, Col, ConfigProvider, Flex, Row, Space, Typography } from 'antd';
import { EMPLOYER_SIGNUP_URL, LOGIN_URL, PRODUCT_NAME, SIGNUP_URL } from '../../lib/brand';

const { Title, Paragraph, Text } = Typography;

const PRIMARY = '#0b4f8a';
const NAVY = '#08335a';
const CONTAINER_WIDTH = 1200;

interface Feature {
  title: string;
  description: string;
  icon: ReactNode;
}

const FEATURES: Feature[] = [
  {
    title: 'Verified Reviews',
    description:
      'Collect reviews from colleagues you have sailed with. Every review is confirmed by both you and the reviewer, so employers know it is genuine.',
    icon: <SafetyCertificateOutlined />,
  },
  {
    title: 'Privacy Control',
    description:
      'You decide who sees what. Hide or show individual reviews and share your profile through secure links that expire when you choose.',
    icon: <LockOutlined />,
  },
  {
    title: 'Skills Tracking',
    description:
      'See how your peers rate your technical skills, work ethic, communication and professionalism, and track your strengths over time.',
    icon: <BarChartOutlined />,
  },
  {
    title: 'Industry Focus',
    description:
      'Built for maritime careers, with STCW endorsements, USCG licences and MCA certificates recorded alongside your reviews.',
    icon: <CompassOutlined />,
  },
];

/** What an employer or agency account does: only what is built (no job board). */
const EMPLOYER_FEATURES: Feature[] = [
  {
    title: 'Search crew',
    description: 'Find crew who chose to be found, by position, location, availability and, on Professional and Enterprise, experience, rating and certificates.',
    icon: <SearchOutlined />,
  },
  {
    title: 'Verified reviews and certificates',
    description: 'Open a crew member’s verified reviews from colleagues, their certificates with validity, sea service and availability.',
    icon: <SafetyCertificateOutlined />,
  },
  {
    title: 'Contact crew directly',
    description: 'Send a contact request; crew share their email address with you when they accept.',
    icon: <MessageOutlined />,
  },
  {
    title: 'Verification reports',
    description: 'Order a dated PDF of a crew member’s profile and verified reviews, with a code anyone can check it against.',
    icon: <FileProtectOutlined />,
  },
];

const containerStyle = {
  maxWidth: CONTAINER_WIDTH,
  margin: '0 auto',
  width: '100%',
} as const;

export default function LandingPage() {
  return (
    <ConfigProvider theme={{ token: { colorPrimary: PRIMARY, colorLink: PRIMARY } }}>
      <div style={{ background: '#ffffff', minHeight: '100%' }}>
        <header
          style={{
            borderBottom: '1px solid #e6eef6',
            background: '#ffffff',
            padding: '12px 20px',
          }}
        >
          <Flex align="center" justify="space-between" gap={12} style={containerStyle}>
            <Flex align="center" gap={10}>
              <SafetyCertificateOutlined aria-hidden style={{ fontSize: 28, color: PRIMARY }} />
              <Text strong style={{ fontSize: 20, color: NAVY, whiteSpace: 'nowrap' }}>
                {PRODUCT_NAME}
              </Text>
            </Flex>
            <Space size="small" wrap style={{ justifyContent: 'flex-end' }}>
              <Button type="link" href="#for-employers" style={{ paddingInline: 4 }}>
                For employers
              </Button>
              <Button type="primary" href={LOGIN_URL}>
                Sign In
              </Button>
            </Space>
          </Flex>
        </header>

        <main>
          <section
            aria-labelledby="landing-hero-title"
            style={{
              background: 'linear-gradient(180deg, #e6f1fb 0%, #f4f9fe 60%, #ffffff 100%)',
              padding: 'clamp(48px, 10vw, 104px) 20px',
            }}
          >
            <Flex vertical align="center" style={{ ...containerStyle, maxWidth: 820, textAlign: 'center' }}>
              <Text
                strong
                style={{ color: PRIMARY, letterSpacing: 1, textTransform: 'uppercase', fontSize: 13 }}
              >
                For yacht and ship crew
              </Text>
              <Title
                id="landing-hero-title"
                level={1}
                style={{
                  color: NAVY,
                  fontSize: 'clamp(2rem, 6vw, 3.25rem)',
                  lineHeight: 1.15,
                  margin: '12px 0 16px',
                }}
              >
                Your verified professional reputation at sea
              </Title>
              <Paragraph
                style={{ fontSize: 'clamp(1rem, 2.4vw, 1.2rem)', color: '#3a4b5c', maxWidth: 680 }}
              >
                Whether you are an officer, rating, steward or engineer on a yacht or a ship, {PRODUCT_NAME}{' '}
                helps you build a trusted profile with reviews confirmed by the colleagues you have worked
                with, record your certificates and share it securely with captains, employers and agencies.
              </Paragraph>
              <Space size="middle" wrap style={{ justifyContent: 'center', marginTop: 8 }}>
                <Button type="primary" size="large" href={SIGNUP_URL}>
                  Get Started Today
                </Button>
              </Space>
            </Flex>
          </section>

          <section
            aria-labelledby="landing-features-title"
            style={{ padding: 'clamp(48px, 8vw, 88px) 20px' }}
          >
            <div style={containerStyle}>
              <Flex vertical align="center" style={{ textAlign: 'center', marginBottom: 40 }}>
                <Title
                  id="landing-features-title"
                  level={2}
                  style={{ color: NAVY, margin: 0, fontSize: 'clamp(1.5rem, 4vw, 2.25rem)' }}
                >
                  Everything you need to prove your experience
                </Title>
                <Paragraph style={{ color: '#55687a', fontSize: 16, maxWidth: 640, margin: '12px 0 0' }}>
                  A professional record made for life on board, trusted by the people who hire crew.
                </Paragraph>
              </Flex>
              <Row gutter={[24, 24]}>
                {FEATURES.map((feature) => (
                  <Col key={feature.title} xs={24} sm={12} lg={6}>
                    <Card
                      variant="outlined"
                      style={{ height: '100%', borderColor: '#dbe7f3' }}
                      styles={{ body: { padding: 24 } }}
                    >
                      <Flex vertical gap={12}>
                        <Flex
                          align="center"
                          justify="center"
                          aria-hidden
                          style={{
                            width: 52,
                            height: 52,
                            borderRadius: 12,
                            background: '#e6f1fb',
                            color: PRIMARY,
                            fontSize: 26,
                          }}
                        >
                          {feature.icon}
                        </Flex>
                        <Title level={3} style={{ margin: 0, fontSize: 20, color: NAVY }}>
                          {feature.title}
                        </Title>
                        <Paragraph style={{ margin: 0, color: '#3a4b5c' }}>{feature.description}</Paragraph>
                      </Flex>
                    </Card>
                  </Col>
                ))}
              </Row>
            </div>
          </section>

          <EmployersSection />

          <section
            aria-labelledby="landing-cta-title"
            style={{
              background: `linear-gradient(135deg, ${NAVY} 0%, ${PRIMARY} 100%)`,
              padding: 'clamp(48px, 8vw, 80px) 20px',
            }}
          >
            <Flex vertical align="center" style={{ ...containerStyle, maxWidth: 760, textAlign: 'center' }}>
              <Title
                id="landing-cta-title"
                level={2}
                style={{ color: '#ffffff', margin: 0, fontSize: 'clamp(1.5rem, 4vw, 2.25rem)' }}
              >
                Ready to take the next step in your career?
              </Title>
              <Paragraph style={{ color: '#d6e6f5', fontSize: 17, margin: '12px 0 28px' }}>
                Create your profile, request your first review from a colleague and share your verified
                record with your next captain or agency.
              </Paragraph>
              <Button size="large" href={SIGNUP_URL} style={{ color: PRIMARY, fontWeight: 600 }}>
                Start Building Your Profile
              </Button>
            </Flex>
          </section>
        </main>
      </div>
    </ConfigProvider>
  );
}

/**
 * Employers' way in (issue: first impressions): what an employer or agency account does, the
 * plans as the product defines them, and a sign-up that ends on the Employer page.
 */
function EmployersSection() {
  return (
    <section id="for-employers" aria-labelledby="landing-employers-title" style={{ background: '#f4f9fe', padding: 'clamp(48px, 8vw, 88px) 20px' }}>
      <div style={containerStyle}>
        <Flex vertical align="center" style={{ textAlign: 'center', marginBottom: 40 }}>
          <Text strong style={{ color: PRIMARY, letterSpacing: 1, textTransform: 'uppercase', fontSize: 13 }}>
            For employers
          </Text>
          <Title id="landing-employers-title" level={2} style={{ color: NAVY, margin: '12px 0 0', fontSize: 'clamp(1.5rem, 4vw, 2.25rem)' }}>
            Hire crew on the strength of verified reviews
          </Title>
          <Paragraph style={{ color: '#55687a', fontSize: 16, maxWidth: 680, margin: '12px 0 0' }}>
            For yacht owners, management companies and recruitment agencies. Verify your company with an email address on its own
            web domain or your licence, so crew see who is contacting them.
          </Paragraph>
        </Flex>
        <Row gutter={[24, 24]}>
          {EMPLOYER_FEATURES.map((feature) => (
            <Col key={feature.title} xs={24} sm={12} lg={6}>
              <Flex vertical gap={8}>
                <Flex align="center" gap={10}>
                  <span aria-hidden style={{ color: PRIMARY, fontSize: 22 }}>
                    {feature.icon}
                  </span>
                  <Title level={3} style={{ margin: 0, fontSize: 18, color: NAVY }}>
                    {feature.title}
                  </Title>
                </Flex>
                <Paragraph style={{ margin: 0, color: '#3a4b5c' }}>{feature.description}</Paragraph>
              </Flex>
            </Col>
          ))}
        </Row>
        <Row gutter={[24, 24]} style={{ marginTop: 40 }} role="list" aria-label="Employer plans">
          {SUBSCRIPTION_PLANS.map((plan) => (
            <Col key={plan.id} xs={24} md={8} role="listitem" aria-label={`${plan.name} plan`}>
              <Card variant="outlined" style={{ height: '100%', borderColor: '#dbe7f3' }} styles={{ body: { padding: 24 } }}>
                <Flex vertical gap={8}>
                  <Title level={3} style={{ margin: 0, fontSize: 20, color: NAVY }}>
                    {plan.name}
                  </Title>
                  <Text type="secondary">{plan.description}</Text>
                  <Text style={{ fontSize: 28, fontWeight: 600, color: NAVY }}>
                    ${plan.price}
                    <Text type="secondary" style={{ fontSize: 14, fontWeight: 400 }}>
                      /month
                    </Text>
                  </Text>
                  <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={`What ${plan.name} includes`}>
                    {plan.features.map((feature) => (
                      <li key={feature} style={{ padding: '2px 0' }}>
                        <CheckOutlined style={{ color: '#389e0d', marginRight: 8 }} aria-hidden />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
        <Flex vertical align="center" gap={12} style={{ marginTop: 32, textAlign: 'center' }}>
          <Button type="primary" size="large" href={EMPLOYER_SIGNUP_URL}>
            Create an employer account
          </Button>
          <Text type="secondary">
            Plans run in test mode for now: activating one takes no payment. Contacting crew and ordering reports need a confirmed email
            address.
          </Text>
        </Flex>
      </div>
    </section>
  );
}
