import { Form, Input } from 'antd';

/** The server's password rules, said before the person types (backend domain/password-policy.ts). */
export const PASSWORD_HINT = 'At least 8 characters. Avoid common passwords and your email address.';

/**
 * 'New password' and 'Repeat the new password', with the server's length rules checked as the
 * person types: one pair for setting, changing and resetting a password. Form field names are
 * `newPassword` and `confirmPassword`.
 */
export function NewPasswordFields({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <>
      <Form.Item
        label="New password"
        name="newPassword"
        extra={PASSWORD_HINT}
        rules={[{ required: true, message: 'Please enter a new password' }, { min: 8, message: 'Password must be at least 8 characters' }, { max: 128, message: 'Password must be at most 128 characters' }]}
      >
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        label="Repeat the new password"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: 'Please repeat the new password' },
          ({ getFieldValue }) => ({
            validator: (_, value) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('The two passwords are not the same'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
