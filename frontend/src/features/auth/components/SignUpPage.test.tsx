import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp, testUser } from '../../../test/render';
import SignUpPage from './SignUpPage';

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

async function fillIn(user: ReturnType<typeof setup>) {
  await user.click(await screen.findByLabelText('First name'));
  await user.paste('Eve');
  await user.click(screen.getByLabelText('Last name'));
  await user.paste('Owner');
  await user.click(screen.getByLabelText('Email'));
  await user.paste('eve@bluewatercrew.com');
  await user.click(screen.getByLabelText('Password'));
  await user.paste('anchor-watch-at-dawn-42');
}

const renderAt = (path: string) =>
  renderWithApp(
    <Routes>
      <Route path="/signup" element={<SignUpPage />} />
      <Route path="/employer" element={<p>The Employer page</p>} />
      <Route path="/" element={<p>The dashboard</p>} />
    </Routes>,
    { user: null, path },
  );

describe('Sign-up page', () => {
  it('signs an employer up with their intent and ends on the Employer page', async () => {
    const calls = stubApi({ 'POST /api/auth/signup': { status: 201, body: { ...testUser, email: 'eve@bluewatercrew.com', isVerified: false } } });
    const user = setup();
    renderAt('/signup?as=employer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your employer account' })).toBeInTheDocument();
    expect(screen.getByText(/You add your company and choose a plan next/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Signing up as crew? Create a crew profile instead' })).toHaveAttribute('href', '/signup');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('The Employer page')).toBeInTheDocument();
    expect(screen.getByText('Check your inbox to confirm your email address, then add your company below.')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/auth/signup',
      body: { firstName: 'Eve', lastName: 'Owner', email: 'eve@bluewatercrew.com', password: 'anchor-watch-at-dawn-42', returnTo: '/employer', intent: 'employer' },
    });
  });

  it('signs crew up as before, and points employers to their own way in', async () => {
    const calls = stubApi({ 'POST /api/auth/signup': { status: 201, body: testUser } });
    const user = setup();
    renderAt('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hiring crew? Create an employer account' })).toHaveAttribute('href', '/signup?as=employer');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ firstName: 'Eve', lastName: 'Owner', email: 'eve@bluewatercrew.com', password: 'anchor-watch-at-dawn-42', returnTo: '/' });
  });
});
