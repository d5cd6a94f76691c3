import { INPUT_MESSAGES } from '@tongxin/validators';
import { describe, expect, it } from 'vitest';
import { cardProblems, type CardForm } from './card-edit-page';

const CARD: CardForm = { name: '周同心', title: '', company: '', phone: '', wechat: '', email: '', website: '', address: '', intro: '', avatar: '', theme: '#1677ff', images: [], videos: [] };

describe('business card editor', () => {
  it('needs a name, and checks a phone (mobile or landline), an e-mail and the colour when given', () => {
    expect(cardProblems(CARD)).toEqual({});
    expect(cardProblems({ ...CARD, name: ' ' }).name).toBe(INPUT_MESSAGES.required);
    expect(cardProblems({ ...CARD, phone: '12345' }).phone).toBe(INPUT_MESSAGES.mobile);
    expect(cardProblems({ ...CARD, phone: '0571-88886666' })).toEqual({});
    expect(cardProblems({ ...CARD, phone: '13900002222' })).toEqual({});
    expect(cardProblems({ ...CARD, email: 'a@' }).email).toBe(INPUT_MESSAGES.email);
    expect(cardProblems({ ...CARD, theme: 'red' }).theme).toBe('颜色格式不对');
  });
});
