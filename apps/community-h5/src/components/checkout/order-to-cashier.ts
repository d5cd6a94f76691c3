import { errorMessage, order, type CallDeclaration } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import { useAppNavigate } from '../app-link';
import { memberScope, useMemberSession } from '../scopes';
import { goLocation } from '../../lib/links';
import { checkoutLinks } from '../../lib/links/checkout-links';
import type { OrderLine } from './use-checkout';

/**
 * Creates the order of a line at the price the member saw (`payPrice`: the server refuses it if
 * its own price differs) and opens the shared cashier with a full page load (WeChat's JSAPI
 * payment checks the page URL). A refusal is toasted in the server's words and `submit` answers
 * false, so the page reads its price or stock again.
 */
export function useOrderToCashier(invalidates: readonly CallDeclaration[] = []) {
  const { iid } = useMemberSession();
  const navigate = useAppNavigate();
  const create = useWrite(memberScope, order.create, { invalidates: [order.list, ...invalidates] });
  async function submit(line: OrderLine, onCreated?: () => void): Promise<boolean> {
    if (create.isPending) return false;
    try {
      const { orderId } = await create.mutateAsync(line);
      onCreated?.();
      goLocation(navigate, checkoutLinks.order({ orderId, iid }));
      return true;
    } catch (error) {
      toast.fail(errorMessage(error) || '下单失败，请重试');
      return false;
    }
  }
  return { submit, pending: create.isPending };
}
