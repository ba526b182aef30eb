import { SUBSCRIPTION_PLANS } from '@crew/contracts/plans';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import LandingPage from './LandingPage';

describe('Landing page', () => {
  it("gives employers their own way in: what they can do, the plans as defined, and an employer sign-up", () => {
    renderWithApp(<LandingPage />, { user: null });
    const section = screen.getByRole('region', { name: 'Hire crew on the strength of verified reviews' });
    expect(screen.getByRole('link', { name: 'For employers' })).toHaveAttribute('href', '#for-employers');
    expect(section).toHaveAttribute('id', 'for-employers');
    for (const feature of ['Search crew', 'Verified reviews and certificates', 'Contact crew directly', 'Verification reports']) {
      expect(within(section).getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
    // Only what is built: no job board.
    expect(section).not.toHaveTextContent(/post jobs|job board/i);

    const plans = within(section).getByRole('list', { name: 'Employer plans' });
    expect(within(plans).getAllByRole('listitem', { name: / plan$/ })).toHaveLength(SUBSCRIPTION_PLANS.length);
    for (const plan of SUBSCRIPTION_PLANS) {
      const card = within(plans).getByRole('listitem', { name: `${plan.name} plan` });
      expect(card).toHaveTextContent(`$${plan.price}/month`);
      for (const feature of plan.features) expect(within(card).getByText(feature)).toBeInTheDocument();
    }
    expect(within(section).getByRole('link', { name: 'Create an employer account' })).toHaveAttribute('href', '/signup?as=employer');
    // The crew's way in stays as it was.
    expect(screen.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/signup');
  });
});
