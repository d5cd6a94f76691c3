/** The fee the apply home hands over to the payment page in the navigation state (createOrder's amount and title). */
export interface OrderFee {
  gid: number;
  amount: number;
  title: string;
}

/** Whether a navigation state's `fee` is an OrderFee (the state may come from anywhere). */
export function isOrderFee(value: unknown): value is OrderFee {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.gid === 'number' && typeof v.amount === 'number' && typeof v.title === 'string';
}
