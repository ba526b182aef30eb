import { render, screen, within } from '@testing-library/react';
import { SeaServiceSection } from './SeaServiceSection';
import { ServedTogetherBadge } from './ServedTogetherBadge';

describe('Sea service on the public profile', () => {
  it('lists each vessel with rank, type, tonnage, flag, IMO and months, who confirmed it, and the total sea time', () => {
    render(
      <SeaServiceSection
        seaService={{
          totals: { periods: 2, days: 230, daysAtSea: 120 },
          periods: [
            { vesselName: 'MV Nordic Star', imoNumber: '9176187', flag: 'Norway', vesselType: 'container-ship', grossTonnage: 40000, rank: 'chief-officer', signOnDate: '2025-01-10', signOffDate: '2025-03-10', days: 60, daysAtSea: null, confirmedBy: [] },
            {
              vesselName: 'M/Y Aurora', imoNumber: '9074729', flag: 'Malta', vesselType: 'motor-yacht', grossTonnage: 2450, rank: 'second-officer', signOnDate: '2024-03-04', signOffDate: '2024-08-20', days: 170, daysAtSea: 120,
              confirmedBy: [{ name: 'Sam Lee', from: '2024-05-01', to: '2024-08-20' }],
            },
          ],
        }}
      />,
    );
    expect(screen.getByText('7 months (230 days)')).toBeInTheDocument();
    const aurora = screen.getByRole('listitem', { name: 'M/Y Aurora, Mar 2024 – Aug 2024' });
    expect(within(aurora).getByText('Second Officer · Motor yacht · 2,450 GT · Malta · IMO 9074729')).toBeInTheDocument();
    expect(within(aurora).getByText('170 days')).toBeInTheDocument();
    expect(within(aurora).getByText('Confirmed by Sam Lee (May 2024 – Aug 2024)')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'MV Nordic Star, Jan 2025 – Mar 2025' })).queryByText(/Confirmed by/)).not.toBeInTheDocument();
  });

  it('shows nothing without sea service (a summary link, or none recorded)', () => {
    const { container } = render(<SeaServiceSection seaService={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("writes a review's served-together badge the one way used everywhere", () => {
    render(<ServedTogetherBadge servedTogether={{ vesselName: 'M/Y Aurora', from: '2024-03-04', to: '2024-08-20', serviceConfirmed: false }} />);
    expect(screen.getByText('Served together on M/Y Aurora (Mar 2024 – Aug 2024)')).toBeInTheDocument();
  });
});
