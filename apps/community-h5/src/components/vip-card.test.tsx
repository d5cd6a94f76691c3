import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VipCard, VipPlanSummary } from './vip-card';

const YEAR = { cardTitle: '志愿者特权卡·年卡', cardDesc: '全年活动优先报名', cardImg: '/img/year.png', days: 365, price: 9900 };

describe('VipPlanSummary', () => {
  it('shows the card on sale with its days, then the amount due', () => {
    const { container } = render(<VipPlanSummary plan={YEAR} />);
    const card = screen.getByRole('article', { name: '志愿者特权卡·年卡' });
    expect(card).toHaveTextContent('全年活动优先报名');
    expect(card).toHaveTextContent('有效期 365 天');
    expect(card.querySelector('img')).toHaveAttribute('src', '/img/year.png');
    const amount = container.querySelector('.vip-amount');
    expect(amount).toHaveTextContent('应付金额¥99.00');
    // The amount follows the card, outside it.
    expect(card.contains(amount)).toBe(false);
  });

  it('shows a price in fen as ¥ with two decimals (990: ¥9.90), and no picture when the card has none', () => {
    render(<VipPlanSummary plan={{ ...YEAR, cardTitle: '月卡', cardImg: '', days: 30, price: 990 }} />);
    expect(screen.getByText('¥9.90')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '月卡' }).querySelector('img')).toBeNull();
  });
});

describe('VipCard', () => {
  it("shows a held card's own lines", () => {
    render(
      <VipCard title="年卡" desc="说明" image="">
        <p>No. TX1000000001</p>
      </VipCard>,
    );
    expect(screen.getByRole('article', { name: '年卡' })).toHaveTextContent('No. TX1000000001');
  });
});
