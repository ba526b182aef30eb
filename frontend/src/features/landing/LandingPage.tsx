import type { ReactNode } from 'react';
import {
  BarChartOutlined,
  CompassOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, ConfigProvider, Flex, Row, Space, Typography } from 'antd';
import { LOGIN_URL, PRODUCT_NAME, SIGNUP_URL } from '../../lib/brand';

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
            <Button type="primary" href={LOGIN_URL}>
              Sign In
            </Button>
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
