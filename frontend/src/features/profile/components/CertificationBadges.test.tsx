import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CertificationBadges } from './CertificationBadges';

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CertificationBadges value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]');

describe('CertificationBadges', () => {
  it('adds with the Enter key or the Add button, ignoring empty or repeated text', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Powerboat Level 2']} />);
    const input = screen.getByRole('textbox', { name: 'New certification' });

    await user.type(input, 'Food Hygiene{Enter}');
    expect(value()).toEqual(['Powerboat Level 2', 'Food Hygiene']);
    expect(input).toHaveValue('');

    await user.type(input, 'Yachtmaster Offshore');
    await user.click(screen.getByRole('button', { name: /^Add$/ }));
    expect(value()).toEqual(['Powerboat Level 2', 'Food Hygiene', 'Yachtmaster Offshore']);

    await user.type(input, '   {Enter}');
    await user.type(input, 'powerboat level 2{Enter}');
    expect(value()).toHaveLength(3);
  });

  it('Enter does not submit the surrounding form', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Harness />
      </form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'New certification' }), 'ENG1{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(value()).toEqual(['ENG1']);
  });

  it('clicking a badge removes it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['A cert', 'B cert']} />);
    await user.click(screen.getByRole('button', { name: 'Remove A cert' }));
    expect(value()).toEqual(['B cert']);
    await user.click(screen.getByRole('button', { name: 'Remove B cert' }));
    expect(screen.getByText('No certifications added yet.')).toBeInTheDocument();
  });
});
