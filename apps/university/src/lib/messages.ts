/**
 * Every text the university app shows for an outcome (spec §4, §5, §8). The spec gives some in
 * Chinese, character for character; the ones it gives in English are translated here once, so
 * every page says the same thing (the table is in docs/decisions.md). The login and register
 * validation messages come from @tongxin/validators, not from here.
 */
export const MSG = {
  /** 'code sent' */
  codeSent: '验证码已发送',
  // spec §8 (exact)
  saveOk: '保存成功',
  saveFailed: '保存失败',
  submitFailed: '提交失败，未知错误，请反馈主办方。',
  resetFailed: '重置失败，未知错误，请反馈主办方。',
  // spec §5, in English there
  /** dialog title 'error' */
  errorTitle: '错误',
  /** 'parameter error' */
  paramError: '参数错误',
  /** 'please tick {summary} first' */
  tickFirst: (summary: string) => `请先勾选${summary}`,
  /** 'confirm correct and submit?' */
  faceConfirm: '确认无误并提交？',
  /** 'please authorize wechat first' */
  authorizeWechat: '请先进行微信授权',
  // payment outcomes (spec §4, §8: ok → success, cancel → cancel, fail → failure message)
  paySuccess: '支付成功',
  payCancel: '已取消支付',
  payFailed: '支付失败',
  submitOk: '提交成功',
} as const;

/** Button text and state per registration status (spec §4). */
export const STATUS_BUTTON: Record<number, { text: string; disabled: boolean }> = {
  0: { text: '确认提交', disabled: false },
  1: { text: '等待审核', disabled: true },
  2: { text: '审核通过，点击支付', disabled: false },
  3: { text: '报名成功', disabled: true },
  4: { text: '重新填写', disabled: false },
};
