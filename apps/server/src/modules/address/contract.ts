import { address } from '@tongxin/api-client/catalogue';
import { example, type ContractFixture } from '../../testing/contract';

const fields = {
  name: '李同心',
  mobile: '13800138000',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  areaCode: '440305',
  address: '科技园 1 号',
  postCode: '518057',
  isDefault: false,
};

/** A member with one address of their own. */
async function withAddress(fx: ContractFixture) {
  const { iid, token } = await fx.newMember();
  const { id } = await fx.succeed(address.add, { iid, token, ...fields });
  return { iid, token, id };
}

/** The address module's calls, each with params that succeed on a seeded database (modules/contract.test.ts). */
export const examples = [
  example(address.list, async (fx) => {
    const { iid, token } = await fx.demoMember();
    return { iid, token };
  }),
  example(address.add, async (fx) => {
    const { iid, token } = await fx.newMember();
    return { iid, token, ...fields };
  }),
  example(address.update, async (fx) => ({ ...(await withAddress(fx)), ...fields, address: '科技园 2 号', isDefault: true })),
  example(address.remove, async (fx) => withAddress(fx)),
];
