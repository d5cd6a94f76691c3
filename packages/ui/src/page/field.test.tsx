import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

describe('Field', () => {
  it('names the input by its label and hands back the typed value', () => {
    const onChange = vi.fn();
    render(<Field label="手机号" type="tel" value="" onChange={onChange} extra={<button type="button">获取验证码</button>} />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    expect(onChange).toHaveBeenCalledWith('13800138000');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeVisible();
    expect(screen.getByLabelText('手机号')).not.toHaveAttribute('aria-invalid');
  });

  it('shows its problem under it, announced and describing the input', () => {
    render(<Field label="密码" value="1" onChange={() => undefined} error="密码至少6位" />);
    const input = screen.getByLabelText('密码');
    expect(screen.getByRole('alert')).toHaveTextContent('密码至少6位');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('密码至少6位');
  });
});

describe('PhoneField', () => {
  it('is the 11-digit 手机号 field with the phone keypad, and keeps only the digits typed', () => {
    const onChange = vi.fn();
    render(<PhoneField value="" onChange={onChange} error={null} />);
    const input = screen.getByLabelText('手机号');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '11');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('placeholder', '请输入手机号');
    fireEvent.change(input, { target: { value: '138-0013 80' } });
    expect(onChange).toHaveBeenCalledWith('138001380');
  });

  it('takes the form\'s own label', () => {
    render(<PhoneField label="联系电话" value="1" onChange={() => undefined} />);
    expect(screen.getByLabelText('联系电话')).toHaveValue('1');
  });
});

describe('SmsCodeField', () => {
  it('keeps the digits of the code and sends with its button, which waits while sending and while the countdown runs', () => {
    const onChange = vi.fn();
    const onSend = vi.fn();
    const { rerender } = render(<SmsCodeField value="" onChange={onChange} left={0} sending={false} onSend={onSend} />);
    const input = screen.getByLabelText('验证码');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.change(input, { target: { value: '12a34' } });
    expect(onChange).toHaveBeenCalledWith('1234');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    rerender(<SmsCodeField value="" onChange={onChange} left={0} sending onSend={onSend} />);
    expect(screen.getByRole('button', { name: '发送中…' })).toBeDisabled();
    rerender(<SmsCodeField value="" onChange={onChange} left={42} sending={false} onSend={onSend} />);
    expect(screen.getByRole('button', { name: '重新获取(42s)' })).toBeDisabled();
  });

  it('says what the app says', () => {
    const words = { send: '发送验证码', sending: '发送验证码', wait: (left: number) => `${left}秒后重发` };
    render(<SmsCodeField value="" onChange={() => undefined} left={9} sending={false} onSend={() => undefined} words={words} />);
    expect(screen.getByRole('button', { name: '9秒后重发' })).toBeDisabled();
  });
});
