import { Typography, theme } from 'antd';
import { Link } from 'react-router';
import { LEGAL_EMAIL, PRODUCT_NAME } from '../../lib/brand';
import { LegalDocument, LegalSection } from './LegalDocument';

const { Paragraph, Text, Link: AntLink } = Typography;

export default function TermsPage() {
  const { token } = theme.useToken();

  return (
    <LegalDocument title="Terms of Service">

        <LegalSection id="terms-overview" title="Agreement Overview">
          <Paragraph>
            These Terms of Service govern your use of {PRODUCT_NAME}, a professional review and credential
            platform for maritime crew, employers and recruitment agencies. By creating an account or using
            the platform you agree to these terms. If you do not agree, please do not use {PRODUCT_NAME}.
          </Paragraph>
        </LegalSection>

        <LegalSection id="terms-eligibility" title="Eligibility and Account Requirements">
          <ul>
            <li>You must be 18 or older to create an account and use the platform.</li>
            <li>
              You must give truthful, accurate and current information about yourself, your experience and
              your certificates, and keep it up to date.
            </li>
            <li>
              You are responsible for your account and for everything done through it. Tell us promptly if
              you believe someone else has used it.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="terms-acceptable-use" title="Acceptable Use">
          <Paragraph>
            Use {PRODUCT_NAME} for genuine professional purposes: building your maritime profile, recording
            your certificates, requesting and writing honest reviews of colleagues you have actually worked
            with and, for employers and agencies, finding and contacting crew for real positions. Treat other
            users with respect and follow all laws that apply to you.
          </Paragraph>
        </LegalSection>

        <LegalSection id="terms-prohibited" title="Prohibited Activities">
          <Paragraph>You must not:</Paragraph>
          <ul>
            <li>Upload or claim fake credentials, certificates or licences.</li>
            <li>Provide a fraudulent employment history or sea service record.</li>
            <li>Engage in impersonation of another person, company or organisation.</li>
            <li>Write false reviews, or ask others to write them for you.</li>
            <li>Engage in harassment, threats or abuse towards other users.</li>
            <li>
              Attempt hacking, probing or otherwise interfering with the platform, its security or other
              users&apos; accounts.
            </li>
            <li>Send unsolicited commercial solicitation, spam or advertising to other users.</li>
          </ul>
        </LegalSection>

        <LegalSection id="terms-reviews" title="Review System Guidelines">
          <Paragraph>
            Reviews must be honest, based on your own first-hand experience of working with the person, and
            about their professional conduct and skills. A review is recorded as verified only once it has been
            confirmed. We may investigate and remove reviews that appear fraudulent or break these terms.
          </Paragraph>
          <Paragraph>As the person being reviewed, you have the right to:</Paragraph>
          <ul>
            <li>
              <Text strong>Request removal</Text> of a review that breaks these guidelines.
            </li>
            <li>
              <Text strong>Respond</Text> to a review.
            </li>
            <li>
              <Text strong>Dispute</Text> a review you believe is inaccurate.
            </li>
            <li>
              <Text strong>Keep private</Text> any review by hiding it from your profile.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="terms-ip" title="Intellectual Property">
          <Paragraph>
            You keep ownership of your content, including your profile, photo and the reviews you write. You
            grant {PRODUCT_NAME} a non-exclusive, royalty-free licence to store, process and display that
            content as you choose through your privacy settings and share links, for as long as it stays on
            the platform. The {PRODUCT_NAME} name, software and design belong to us and may not be copied
            without permission.
          </Paragraph>
        </LegalSection>

        <LegalSection id="terms-privacy" title="Privacy and Data Protection">
          <Paragraph>
            Our{' '}
            <Link to="/privacy" style={{ color: token.colorLink, textDecoration: 'underline' }}>
              Privacy Policy
            </Link>{' '}
            explains what information we collect, how we use and protect it, who can see it and the controls
            and rights you have. By using {PRODUCT_NAME} you also accept the Privacy Policy.
          </Paragraph>
        </LegalSection>

        <LegalSection id="terms-liability" title="Liability and Disclaimers">
          <Paragraph>
            {PRODUCT_NAME} is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. Reviews,
            profiles and certificate details are provided by users, and we do not guarantee that they are
            complete or accurate. Employers and agencies should confirm certificates with the issuing
            authority before relying on them. To the extent the law allows, we are not liable for indirect
            or consequential losses arising from your use of the platform or from decisions made on the
            basis of information found on it.
          </Paragraph>
        </LegalSection>

        <LegalSection id="terms-changes" title="Changes and Termination">
          <ul>
            <li>
              We may update these terms from time to time. Significant changes come with 30 days notice
              before they take effect; continuing to use the platform after that means you accept them.
            </li>
            <li>
              Either party may terminate this agreement at any time. We may suspend or close accounts that
              break these terms.
            </li>
            <li>You can delete your account at any time in your account settings.</li>
          </ul>
        </LegalSection>

        <LegalSection id="terms-contact" title="Contact Information">
          <Paragraph>
            For legal questions about these terms, email{' '}
            <AntLink underline href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</AntLink>. We respond within 5 business
            days.
          </Paragraph>
        </LegalSection>
      </LegalDocument>
  );
}
