import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import type { SeaServiceRecord } from '../../../lib/sea-service';
import type { SeaServicePeriod } from '../api/sea-service';
import { SeaServiceCard } from './SeaServiceCard';

const aurora: SeaServicePeriod = {
  id: '6a0f4c9e-0b7d-4f43-9a51-0f3b1c2d3e4f',
  vesselName: 'M/Y Aurora',
  imoNumber: '9074729',
  flag: 'Malta',
  vesselType: 'motor-yacht',
  grossTonnage: 2450,
  rank: 'second-officer',
  signOnDate: '2024-03-04',
  signOffDate: '2024-08-20',
  daysAtSea: 120,
  days: 170,
  confirmations: [{ reviewId: 'r1', confirmedById: 'u2', confirmedByName: 'Sam Lee', from: '2024-05-01', to: '2024-08-20', confirmedAt: '2024-09-01T10:00:00.000Z' }],
};
const record = (periods: SeaServicePeriod[]): SeaServiceRecord => ({
  periods,
  totals: { periods: periods.length, days: periods.reduce((s, p) => s + p.days, 0), daysAtSea: periods.reduce((s, p) => s + (p.daysAtSea ?? 0), 0) },
});

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('Sea service card', () => {
  it('shows each period with its ship, rank, dates, days and who confirmed it, and the total sea time', async () => {
    stubApi({ 'GET /api/sea-service': { body: record([aurora]) } });
    renderWithApp(<SeaServiceCard />);
    const item = await screen.findByRole('listitem', { name: 'M/Y Aurora, Mar 2024 – Aug 2024' });
    expect(within(item).getByText('IMO 9074729 · Malta · Motor yacht · 2,450 GT')).toBeInTheDocument();
    expect(within(item).getByText('Second Officer · Mar 4, 2024 – Aug 20, 2024 · 170 days (120 at sea)')).toBeInTheDocument();
    expect(within(item).getByText('Confirmed by Sam Lee (May 2024 – Aug 2024)')).toBeInTheDocument();
    expect(screen.getByText('5 months (170 days) · 120 days at sea')).toBeInTheDocument();
  });

  it('says what to do when nothing is recorded', async () => {
    stubApi({ 'GET /api/sea-service': { body: record([]) } });
    renderWithApp(<SeaServiceCard />);
    expect(await screen.findByText(/No sea service recorded yet/)).toBeInTheDocument();
  });

  it('adds a period, refusing a bad IMO number before sending, and shows it once saved', async () => {
    const user = setup();
    let saved: SeaServicePeriod[] = [];
    const calls = stubApi({
      'GET /api/sea-service': () => ({ body: record(saved) }),
      'POST /api/sea-service/periods': (body) => {
        saved = [{ ...aurora, ...(body as object), days: 170, confirmations: [] } as SeaServicePeriod];
        return { status: 201, body: saved[0] };
      },
    });
    renderWithApp(<SeaServiceCard />);
    await screen.findByText(/No sea service recorded yet/);
    await user.click(screen.getByRole('button', { name: /Add Service/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Sea Service' });
    await user.type(within(dialog).getByLabelText('Vessel name'), 'M/Y Aurora');
    await user.type(within(dialog).getByLabelText('IMO number'), '9074728');
    await user.type(within(dialog).getByLabelText('Flag'), 'Malta');
    await user.type(within(dialog).getByLabelText('Gross tonnage'), '2450');
    fireEvent.change(within(dialog).getByLabelText('Sign-on date'), { target: { value: '2024-03-04' } });
    fireEvent.change(within(dialog).getByLabelText('Sign-off date'), { target: { value: '2024-08-20' } });
    await user.click(within(dialog).getByLabelText('Vessel type'));
    await user.click(await screen.findByTitle('Motor yacht'));
    await user.click(within(dialog).getByLabelText('Rank'));
    await user.click(await screen.findByTitle('Second Officer'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Not a valid IMO number (check the 7 digits)')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('IMO number'));
    await user.type(within(dialog).getByLabelText('IMO number'), 'IMO 9074729');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      vesselName: 'M/Y Aurora', imoNumber: '9074729', flag: 'Malta', vesselType: 'motor-yacht', grossTonnage: 2450, rank: 'second-officer',
      signOnDate: '2024-03-04', signOffDate: '2024-08-20', daysAtSea: null,
    });
    expect(await screen.findByText('Sea service saved')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'M/Y Aurora, Mar 2024 – Aug 2024' })).toBeInTheDocument();
  });

  it("shows the server's reason when a period overlaps another", async () => {
    const user = setup();
    stubApi({
      'GET /api/sea-service': { body: record([aurora]) },
      [`PUT /api/sea-service/periods/${aurora.id}`]: { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'This period overlaps your service on MV Nordic Star' } },
    });
    renderWithApp(<SeaServiceCard />);
    await user.click(await screen.findByRole('button', { name: 'Edit service on M/Y Aurora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Service on M/Y Aurora' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This period overlaps your service on MV Nordic Star')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Service on M/Y Aurora' })).toBeInTheDocument();
  });
  it('says the session has ended, not "Error", when a save is refused with 401', async () => {
    const user = setup();
    stubApi({
      'GET /api/sea-service': { body: record([aurora]) },
      [`PUT /api/sea-service/periods/${aurora.id}`]: { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
    });
    renderWithApp(<SeaServiceCard />);
    await user.click(await screen.findByRole('button', { name: 'Edit service on M/Y Aurora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Service on M/Y Aurora' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});
