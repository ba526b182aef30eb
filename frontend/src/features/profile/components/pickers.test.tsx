import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { catalogueFixture as catalogue } from '../test/catalogue-fixture';
import { EquivalenciesPicker, McaPicker, OtherAuthoritiesPicker, StcwPicker, UscgPicker } from './pickers';

type PickerComponent = typeof UscgPicker;

function Harness({ Picker, initial = [], position }: { Picker: PickerComponent | typeof StcwPicker; initial?: string[]; position?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Picker catalogue={catalogue} value={value} onChange={setValue} position={position} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as string[];
const dialog = () => screen.getByRole('dialog');
const visibleOptions = () => within(dialog()).queryAllByRole('checkbox').map((box) => box.closest('label')?.textContent ?? '');

describe('STCW picker', () => {
  it('shows the empty state, then searches, switches tabs, selects and uses the quick actions', async () => {
    const user = userEvent.setup();
    render(<Harness Picker={StcwPicker} position="Chief Officer" />);
    expect(screen.getByText('No STCW endorsements selected')).toBeInTheDocument();
    expect(screen.getByText('Add your maritime certifications to showcase your qualifications')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Endorsements' }));
    expect(within(dialog()).getByText('Select STCW Endorsements')).toBeInTheDocument();
    expect(within(dialog()).getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'All', 'Selected (0)', 'Recommended', 'Mandatory', 'Deck Officer', 'Engine Officer', 'Deck Rating', 'Engine Rating', 'Basic Safety', 'Advanced Safety', 'Specialized', 'Tanker',
    ]);
    // Nothing selected yet: no Clear All.
    expect(within(dialog()).queryByRole('button', { name: /Clear All/ })).toBeNull();

    await user.type(within(dialog()).getByPlaceholderText('Search endorsements...'), 'zzz');
    expect(within(dialog()).getByText('No endorsements found matching your search.')).toBeInTheDocument();
    await user.clear(within(dialog()).getByPlaceholderText('Search endorsements...'));
    await user.type(within(dialog()).getByPlaceholderText('Search endorsements...'), 'III/2');
    expect(visibleOptions()).toHaveLength(1);
    await user.click(within(dialog()).getByRole('checkbox', { name: /Chief Engineer Officer/ }));
    expect(value()).toEqual(['chief-engineer']);
    await user.clear(within(dialog()).getByPlaceholderText('Search endorsements...'));

    await user.click(within(dialog()).getByRole('tab', { name: 'Tanker' }));
    expect(visibleOptions()).toEqual([expect.stringContaining('Advanced Oil Tanker Cargo Operations')]);

    await user.click(within(dialog()).getByRole('button', { name: /Add Recommended for Chief Officer/ }));
    expect(value()).toEqual(['chief-engineer', 'chief-mate', 'gmdss-operator', 'ecdis', 'advanced-firefighting']);
    await user.click(within(dialog()).getByRole('button', { name: /Add Mandatory Basic Training/ }));
    expect(value()).toHaveLength(10);
    expect(within(dialog()).getByRole('tab', { name: 'Selected (10)' })).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('tab', { name: 'Recommended' }));
    expect(visibleOptions()).toHaveLength(4);

    await user.click(within(dialog()).getByRole('button', { name: /Clear All/ }));
    expect(value()).toEqual([]);
    await user.click(within(dialog()).getByRole('button', { name: /Add Mandatory Basic Training/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Done (5 selected)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Grouped by category with a count, each chip removable.
    const group = screen.getByRole('region', { name: 'Basic Safety Training' });
    expect(within(group).getByText('5 selected')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Remove Elementary First Aid' }));
    expect(value()).toEqual(['pst', 'fpff', 'pssr', 'security-awareness']);
    expect(within(group).getByText('4 selected')).toBeInTheDocument();
  });

  it('offers no recommended action for a position without a list, and the tabs work by keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness Picker={StcwPicker} position="Chef" />);
    await user.click(screen.getByRole('button', { name: 'Add Endorsements' }));
    expect(within(dialog()).queryByRole('button', { name: /Add Recommended/ })).toBeNull();
    within(dialog()).getByRole('tab', { name: 'All' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog()).getByRole('tab', { name: 'Selected (0)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog()).getByRole('tab', { name: 'Selected (0)' })).toHaveFocus();
  });
});

describe('USCG picker', () => {
  it('filters by category tab, shows chips, and Cancel only closes', async () => {
    const user = userEvent.setup();
    render(<Harness Picker={UscgPicker} />);
    expect(screen.getByText('No USCG licenses selected')).toBeInTheDocument();
    expect(screen.getByText('Click "Add Licenses" to get started')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Licenses' }));
    expect(within(dialog()).getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Deck Officer', 'Engine Officer', 'Deck Rating', 'Engine Rating']);
    await user.click(within(dialog()).getByRole('tab', { name: 'Engine Officer' }));
    expect(visibleOptions()).toEqual([expect.stringContaining('Horsepower: Unlimited')]);
    await user.click(within(dialog()).getByRole('tab', { name: 'All' }));
    await user.type(within(dialog()).getByPlaceholderText('Search licenses by name or CFR code...'), '11.404');
    const option = within(dialog()).getByRole('checkbox', { name: /Master of Self-Propelled/ });
    expect(option.closest('label')).toHaveTextContent('Tonnage: Unlimited');
    expect(option.closest('label')).toHaveTextContent('Route: Oceans');
    await user.click(option);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The selection applied at once; Cancel does not undo it.
    expect(value()).toEqual(['master-unlimited']);
    expect(screen.getByRole('region', { name: 'Deck Officer' })).toHaveTextContent('1 selected');
  });
});

describe('MCA picker', () => {
  it("counts what it found, searches descriptions and lists the selection with Remove buttons", async () => {
    const user = userEvent.setup();
    render(<Harness Picker={McaPicker} />);
    await user.click(screen.getByRole('button', { name: 'Add MCA Certificate' }));
    expect(within(dialog()).getByText('2 found')).toBeInTheDocument();
    await user.type(within(dialog()).getByPlaceholderText('Search MCA certificates...'), 'large yachts');
    expect(within(dialog()).getByText('1 found')).toBeInTheDocument();
    const card = within(dialog()).getByRole('checkbox', { name: /Master \(Yachts\) 3000 GT/ }).closest('label')!;
    expect(card).toHaveTextContent('Tonnage: 3000 GT');
    expect(card).toHaveTextContent('Equivalent: STCW II/2');
    expect(card).toHaveTextContent('Yachts only');
    await user.click(within(card).getByRole('checkbox'));
    await user.click(within(dialog()).getByRole('tab', { name: 'Pilot' }));
    expect(within(dialog()).getByText('0 found')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Done (1 selected)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Selected MCA Certificates:')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Master (Yachts) 3000 GT' }));
    expect(value()).toEqual([]);
  });
});

describe('other authorities and equivalencies pickers', () => {
  it('other authorities: authority tabs and search by country', async () => {
    const user = userEvent.setup();
    render(<Harness Picker={OtherAuthoritiesPicker} />);
    expect(screen.getByText('No certificates from other authorities selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Certificates' }));
    expect(within(dialog()).getByText('Select Certificates from Other Authorities')).toBeInTheDocument();
    expect(within(dialog()).getAllByRole('tab')).toHaveLength(6);
    await user.click(within(dialog()).getByRole('tab', { name: 'Transport Canada' }));
    expect(visibleOptions()).toHaveLength(1);
    await user.click(within(dialog()).getByRole('tab', { name: 'All' }));
    await user.type(within(dialog()).getByPlaceholderText('Search by certificate name, authority, or country...'), 'norway');
    await user.click(within(dialog()).getByRole('checkbox', { name: /Deck Officer Class 1/ }));
    expect(value()).toEqual(['nma-master']);
  });

  it("equivalencies: 'from → to' entries grouped 'From {authority}'", async () => {
    const user = userEvent.setup();
    render(<Harness Picker={EquivalenciesPicker} />);
    expect(screen.getByText('No certificate equivalencies selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Equivalencies' }));
    await user.click(within(dialog()).getByRole('tab', { name: 'USCG' }));
    const option = within(dialog()).getByRole('checkbox', { name: /Master Unlimited \(46 CFR 11\.404\) → CEC Master Unlimited/ });
    expect(option.closest('label')).toHaveTextContent('UK ships only');
    await user.click(option);
    await user.click(within(dialog()).getByRole('button', { name: 'Done (1 selected)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('region', { name: 'From USCG' })).toHaveTextContent('1 selected');
  });
});
