import { KeyOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { RECOVERY_CODE_COUNT } from '@crew/contracts/second-factors';
import { access } from '@crew/contracts/access';
import { Alert, App, Button, Card, Flex, Skeleton, Switch, Tag, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isCheckCancelled, useRecentCheck } from '../../../components/RecentCheck';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { formatDate } from '../../../lib/dates';
import { browserSupportsWebAuthn, passkeyProblem } from '../../../lib/passkeys';
import { type Passkey, type SecurityOverview, useSecurity } from '../../../lib/security';
import { useToast } from '../../../lib/toast';
import { useHandleUnauthorized } from '../../../lib/unauthorized';
import { addPasskey, removeAuthenticator, removePasskey, renamePasskey, renewRecoveryCodes, setSecondFactorRequired, useSecurityMutation } from '../api/security';
import { AuthenticatorSetupDialog } from './AuthenticatorSetupDialog';
import { PasskeyNameDialog, suggestedPasskeyName } from './PasskeyNameDialog';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/** A sub-heading inside the card: the card's title is the section's heading. */
const Heading = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
    <span aria-hidden style={{ marginRight: 8 }}>
      {icon}
    </span>
    {children}
  </Typography.Title>
);

/**
 * Profile settings' second factors (DESIGN.md, "Second factors"): the authenticator app,
 * passkeys, recovery codes and, for employers, asking for a second factor on every session.
 * Admins without a second factor are sent here from the admin area, with the reason said.
 */
export function SecondFactorsSection() {
  const { data, isLoading, isError, refetch, isFetching } = useSecurity();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  const sentHere = params.get('setup') === 'second-factor' || hash === '#security';

  // Sent here by a link (the admin area, an email): the section comes into view.
  useEffect(() => {
    if (sentHere && data) card.current?.scrollIntoView?.({ block: 'start' });
  }, [sentHere, data]);

  return (
    <div id="security" ref={card} style={{ scrollMarginTop: 24 }}>
      <Card title="Two-step sign-in">
        {isLoading && <Skeleton active paragraph={{ rows: 6 }} aria-busy="true" />}
        {isError && !isLoading && (
          <Alert
            type="error"
            showIcon
            title="Your security settings could not be loaded."
            action={
              <Button size="small" loading={isFetching} onClick={() => void refetch()}>
                Retry
              </Button>
            }
          />
        )}
        {data && <SecuritySettings security={data} setupAsked={params.get('setup') === 'second-factor'} />}
      </Card>
    </div>
  );
}

function SecuritySettings({ security, setupAsked }: { security: SecurityOverview; setupAsked: boolean }) {
  const { user } = useUser();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const adminNeedsOne = security.secondFactorNeededForAdmin && !security.hasSecondFactor;
  return (
    <Flex vertical gap={24}>
      {adminNeedsOne && (
        <Alert
          type="warning"
          showIcon
          title="Admins need a second factor"
          description="Add an authenticator app or a passkey below to open the admin dashboard. It keeps the admin area safe even if someone learns your password."
        />
      )}
      {setupAsked && !adminNeedsOne && !security.hasSecondFactor && <Alert type="info" showIcon title="Add an authenticator app or a passkey below." />}
      <Typography.Paragraph style={{ margin: 0 }}>
        A second factor keeps your account safe even if someone learns your password: after your password or an emailed link, we ask for a code from your
        authenticator app or for one of your passkeys.
      </Typography.Paragraph>
      <AuthenticatorPart security={security} onRecoveryCodes={setRecoveryCodes} />
      <PasskeysPart security={security} onRecoveryCodes={setRecoveryCodes} />
      {security.hasSecondFactor && <RecoveryCodesPart security={security} onRecoveryCodes={setRecoveryCodes} />}
      {user && access(user).isEmployer && <RequirePart security={security} />}
      <RecoveryCodesDialog codes={recoveryCodes} onClose={() => setRecoveryCodes(null)} />
    </Flex>
  );
}

/** Runs a change that may ask 'Confirm it's you' first; a closed prompt is not an error. */
function useChange() {
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  const { withRecentCheck } = useRecentCheck();
  return async <T,>(action: () => Promise<T>, done: string | ((result: T) => string | null)): Promise<T | undefined> => {
    try {
      const result = await withRecentCheck(action);
      const title = typeof done === 'string' ? done : done(result);
      if (title) toast({ title });
      return result;
    } catch (error) {
      if (isCheckCancelled(error) || handleUnauthorized(error)) return undefined;
      toast({ title: 'Error', description: messageOf(error), variant: 'destructive' });
      return undefined;
    }
  };
}

function AuthenticatorPart({ security, onRecoveryCodes }: { security: SecurityOverview; onRecoveryCodes: (codes: string[]) => void }) {
  const [settingUp, setSettingUp] = useState(false);
  const { modal } = App.useApp();
  const change = useChange();
  const toast = useToast();
  const remove = useSecurityMutation(removeAuthenticator);
  const on = security.authenticatorAddedAt !== null;

  const confirmRemove = () =>
    modal.confirm({
      title: 'Remove the authenticator app?',
      content: 'Its codes will no longer sign you in. You can set it up again at any time.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: () => change(() => remove.mutateAsync(undefined), 'Authenticator app removed'),
    });

  return (
    <Flex vertical gap={8}>
      <Heading icon={<MobileOutlined />}>Authenticator app</Heading>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Typography.Text type={on ? undefined : 'secondary'}>
          {on ? `On since ${formatDate(security.authenticatorAddedAt!)}` : 'Not set up. An app on your phone gives a new 6-digit code every 30 seconds.'}
        </Typography.Text>
        {on ? (
          <Button danger onClick={confirmRemove} loading={remove.isPending}>
            Remove
          </Button>
        ) : (
          <Button type="primary" onClick={() => setSettingUp(true)}>
            Set up
          </Button>
        )}
      </Flex>
      <AuthenticatorSetupDialog
        open={settingUp}
        onClose={() => setSettingUp(false)}
        onAdded={(codes) => {
          toast({ title: 'Authenticator app added', description: 'Sign-ins now ask for a code from it.' });
          if (codes) onRecoveryCodes(codes);
        }}
      />
    </Flex>
  );
}

function PasskeysPart({ security, onRecoveryCodes }: { security: SecurityOverview; onRecoveryCodes: (codes: string[]) => void }) {
  const [naming, setNaming] = useState<{ passkey: Passkey | null } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { modal } = App.useApp();
  const change = useChange();
  const { withRecentCheck } = useRecentCheck();
  const toast = useToast();
  const add = useSecurityMutation(addPasskey);
  const rename = useSecurityMutation(renamePasskey);
  const remove = useSecurityMutation(removePasskey);
  const supported = browserSupportsWebAuthn();

  async function submitName(name: string) {
    setProblem(null);
    const passkey = naming?.passkey;
    if (passkey) {
      await rename.mutateAsync({ id: passkey.id, name }).then(
        () => {
          toast({ title: 'Passkey renamed' });
          setNaming(null);
        },
        (error: unknown) => setProblem(messageOf(error)),
      );
      return;
    }
    try {
      const added = await withRecentCheck(() => add.mutateAsync(name));
      toast({ title: 'Passkey added', description: `"${added.passkey.name}" can now sign you in.` });
      setNaming(null);
      if (added.recoveryCodes) onRecoveryCodes(added.recoveryCodes);
    } catch (error) {
      if (isCheckCancelled(error)) return;
      setProblem(error instanceof ApiError ? error.serverMessage : passkeyProblem(error));
    }
  }

  const confirmRemove = (passkey: Passkey) =>
    modal.confirm({
      title: `Remove the passkey "${passkey.name}"?`,
      content: 'It will no longer sign you in. The passkey may stay on your device; you can delete it there too.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: () => change(() => remove.mutateAsync(passkey.id), 'Passkey removed'),
    });

  return (
    <Flex vertical gap={8}>
      <Heading icon={<KeyOutlined />}>Passkeys</Heading>
      {security.passkeys.length === 0 ? (
        <Typography.Text type="secondary">No passkeys yet. A passkey signs you in with your fingerprint, face or screen lock, with no password to type.</Typography.Text>
      ) : (
        <ul aria-label="Your passkeys" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {security.passkeys.map((passkey) => (
            <li key={passkey.id} style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)', padding: '8px 0' }}>
              <Flex wrap gap={8} align="center" justify="space-between">
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                    {passkey.name} {passkey.backedUp && <Tag>Synced</Tag>}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {`Added ${formatDate(passkey.createdAt)} · ${passkey.lastUsedAt ? `last used ${formatDate(passkey.lastUsedAt)}` : 'not used yet'}`}
                  </Typography.Text>
                </Flex>
                <Flex gap={8}>
                  <Button size="small" onClick={() => setNaming({ passkey })} aria-label={`Rename passkey ${passkey.name}`}>
                    Rename
                  </Button>
                  <Button size="small" danger onClick={() => confirmRemove(passkey)} aria-label={`Remove passkey ${passkey.name}`}>
                    Remove
                  </Button>
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button type={security.hasSecondFactor ? 'default' : 'primary'} icon={<KeyOutlined aria-hidden />} disabled={!supported} onClick={() => setNaming({ passkey: null })}>
          Add a passkey
        </Button>
        {!supported && (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            This browser cannot make passkeys. Try a recent Chrome, Edge, Safari or Firefox.
          </Typography.Paragraph>
        )}
      </div>
      <PasskeyNameDialog
        open={naming !== null}
        title={naming?.passkey ? 'Rename passkey' : 'Add a passkey'}
        okText={naming?.passkey ? 'Save' : 'Continue'}
        initialName={naming?.passkey?.name ?? suggestedPasskeyName()}
        busy={add.isPending || rename.isPending}
        problem={problem}
        onSubmit={submitName}
        onClose={() => {
          setNaming(null);
          setProblem(null);
        }}
      />
    </Flex>
  );
}

function RecoveryCodesPart({ security, onRecoveryCodes }: { security: SecurityOverview; onRecoveryCodes: (codes: string[]) => void }) {
  const { modal } = App.useApp();
  const change = useChange();
  const renew = useSecurityMutation(renewRecoveryCodes);
  const left = security.recoveryCodesLeft;
  const confirmRenew = () =>
    modal.confirm({
      title: 'Make new recovery codes?',
      content: 'Your current recovery codes will stop working.',
      okText: 'Make new codes',
      onOk: async () => {
        const made = await change(() => renew.mutateAsync(undefined), 'New recovery codes made');
        if (made?.recoveryCodes) onRecoveryCodes(made.recoveryCodes);
      },
    });
  return (
    <Flex vertical gap={8}>
      <Heading icon={<SafetyOutlined />}>Recovery codes</Heading>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Typography.Text type={left > 2 ? undefined : 'warning'}>
          {left} of {RECOVERY_CODE_COUNT} unused. Use one to sign in when you cannot use your phone or security key.
        </Typography.Text>
        <Button onClick={confirmRenew} loading={renew.isPending}>
          Make new codes
        </Button>
      </Flex>
    </Flex>
  );
}

function RequirePart({ security }: { security: SecurityOverview }) {
  const change = useChange();
  const save = useSecurityMutation(setSecondFactorRequired);
  return (
    <Flex vertical gap={4}>
      <Flex align="center" gap={12}>
        <Switch
          id="second-factor-required"
          aria-describedby="second-factor-required-help"
          checked={security.secondFactorRequired}
          disabled={!security.hasSecondFactor && !security.secondFactorRequired}
          loading={save.isPending}
          onChange={(required) => void change(() => save.mutateAsync(required), required ? 'Second factor now required' : 'Second factor no longer required')}
        />
        <label htmlFor="second-factor-required">Always require a second factor for this account</label>
      </Flex>
      <Typography.Text id="second-factor-required-help" type="secondary" style={{ fontSize: 12 }}>
        {security.hasSecondFactor
          ? 'Devices that never confirmed with your second factor are signed out, and your last second factor cannot be removed while this is on.'
          : 'Add an authenticator app or a passkey first.'}
      </Typography.Text>
    </Flex>
  );
}
