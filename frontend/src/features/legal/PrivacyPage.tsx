import { Typography } from 'antd';
import { PRIVACY_EMAIL, PRODUCT_NAME } from '../../lib/brand';
import { LegalDocument, LegalSection } from './LegalDocument';

const { Paragraph, Text, Link: AntLink } = Typography;

export default function PrivacyPage() {
  return (
    <LegalDocument title="Privacy Policy">

        <Paragraph>
          This policy explains what information {PRODUCT_NAME} collects when you use the platform, how we use
          it, who can see it and the choices you have. {PRODUCT_NAME} is a professional review and credential
          platform for maritime crew, so much of what you add is meant to be shared, but only in the ways you
          decide.
        </Paragraph>

        <LegalSection id="privacy-collect" title="Information We Collect">
          <ul>
            <li>
              <Text strong>Account details:</Text> your name, email address and profile photo.
            </li>
            <li>
              <Text strong>Professional profile:</Text> your position, experience, location and the other
              career details you choose to add.
            </li>
            <li>
              <Text strong>Certificates:</Text> STCW endorsements, US Coast Guard licences, UK MCA certificates,
              certificates from other national authorities and equivalencies you record.
            </li>
            <li>
              <Text strong>Reviews:</Text> the reviews you give and receive, including ratings, comments,
              the reviewer&apos;s position, vessel or project and company, and their confirmation status.
            </li>
            <li>
              <Text strong>Share links:</Text> the links you create, their purpose, expiry and access level,
              and how many times each has been viewed.
            </li>
            <li>
              <Text strong>Technical data:</Text> information such as your IP address, browser and device,
              which we use for security and fraud prevention.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="privacy-use" title="How We Use Your Information">
          <ul>
            <li>To create and run your account and show your professional profile.</li>
            <li>To send, collect and confirm reviews between you and your colleagues.</li>
            <li>To calculate your ratings and skills breakdown from peer reviews.</li>
            <li>To create the share links you ask for and count their views.</li>
            <li>
              To let employers and agencies find you in search, if you choose to appear there.
            </li>
            <li>To detect and prevent fake reviews, fraud and abuse, and to keep the platform secure.</li>
            <li>To answer your questions and tell you about important changes to the service.</li>
          </ul>
        </LegalSection>

        <LegalSection id="privacy-controls" title="Your Privacy Controls">
          <ul>
            <li>
              <Text strong>Hide or show reviews:</Text> choose which of your reviews appear on your profile.
            </li>
            <li>
              <Text strong>Expiring share links:</Text> share your profile through secure links that expire
              after the period you choose, with full or summary access, and delete a link at any time.
            </li>
            <li>
              <Text strong>Search visibility:</Text> choose whether employers and agencies can find you in
              crew search.
            </li>
            <li>
              <Text strong>Account deletion:</Text> delete your account and its data from your account
              settings.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="privacy-security" title="Data Security">
          <ul>
            <li>
              Passwords are never stored in readable form; they are protected with the argon2 hashing
              algorithm.
            </li>
            <li>Signed-in sessions are protected and end when you sign out.</li>
            <li>All traffic between your browser and {PRODUCT_NAME} is encrypted with HTTPS.</li>
            <li>
              Access to data is limited by role: crew members, employers and administrators each see only
              what their role allows.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="privacy-sharing" title="Information Sharing">
          <ul>
            <li>
              Your profile is shared only with the people you send a share link to, for as long as the link
              is active and at the access level you chose.
            </li>
            <li>
              Reviewer details, namely the reviewer&apos;s name, position, vessel or project and company, together
              with the verification method and the IP address the review was submitted from, are disclosed to
              paying employers and agencies with an active subscription so that they can judge how genuine a
              review is.
            </li>
            <li>We never sell your personal information.</li>
          </ul>
        </LegalSection>

        <LegalSection id="privacy-rights" title="Your Rights">
          <Paragraph>You have the right to:</Paragraph>
          <ul>
            <li>
              <Text strong>Access</Text> to the personal information we hold about you.
            </li>
            <li>
              <Text strong>Correction</Text> of information that is inaccurate or incomplete.
            </li>
            <li>
              <Text strong>Deletion</Text> of your account and personal information.
            </li>
            <li>
              <Text strong>Export</Text> of your information in a portable format: Download my data in Profile settings gives you a JSON file of
              everything we hold about you.
            </li>
            <li>
              <Text strong>Objection</Text> to how we process your information.
            </li>
          </ul>
          <Paragraph>To use any of these rights, contact us at the address below.</Paragraph>
        </LegalSection>

        <LegalSection id="privacy-contact" title="Contact Us">
          <Paragraph>
            If you have questions about this policy or your personal information, email us at{' '}
            <AntLink underline href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</AntLink>. We respond to privacy
            questions within 48 hours.
          </Paragraph>
        </LegalSection>
      </LegalDocument>
  );
}
