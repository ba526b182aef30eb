import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows this year in the copyright and the spec links', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Crew Reviews`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Legal support' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole('link', { name: 'Privacy questions' }).getAttribute('href')).toMatch(/^mailto:/);
  });
});
