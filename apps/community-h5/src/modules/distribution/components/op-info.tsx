import { distribution, errorMessage } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { PhoneField, toast } from '@tongxin/ui';
import { INPUT_MESSAGES, isChineseName, isMobile } from '@tongxin/validators';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { Field } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';

/**
 * The operation sales person who looks after the distributor (spec §6: it can be changed;
 * /multidis/changeOpInfos): shown with a call link, changed in place (name and number in the
 * validators' words).
 */
export function OpInfo({ role }: { role: Pick<distribution.Role, 'opName' | 'opMobile'> }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({ opName: role.opName, opMobile: role.opMobile });
  const [problems, setProblems] = useState<{ opName?: string; opMobile?: string }>({});
  const change = useWrite(memberScope, distribution.changeOpInfos, { invalidates: [distribution.roleGet] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const found: typeof problems = {};
    const name = values.opName.trim();
    if (!name) found.opName = INPUT_MESSAGES.required;
    else if (!isChineseName(name)) found.opName = INPUT_MESSAGES.chineseName;
    if (!values.opMobile) found.opMobile = INPUT_MESSAGES.required;
    else if (!isMobile(values.opMobile)) found.opMobile = INPUT_MESSAGES.mobile;
    setProblems(found);
    if (found.opName || found.opMobile) return;
    change.mutate(
      { opName: name, opMobile: values.opMobile },
      {
        onSuccess: () => {
          toast.success('运营专员已更换');
          setEditing(false);
        },
        onError: (e) => toast.fail(errorMessage(e)),
      },
    );
  };
  return (
    <section className="dis-card" aria-label="运营专员">
      {editing ? (
        <form onSubmit={submit} noValidate>
          <Field label="专员姓名" value={values.opName} onChange={(v) => setValues((s) => ({ ...s, opName: v }))} maxLength={20} error={problems.opName ?? null} />
          <PhoneField label="专员手机" value={values.opMobile} onChange={(v) => setValues((s) => ({ ...s, opMobile: v }))} error={problems.opMobile ?? null} />
          <div className="dis-actions">
            <Button size="small" round nativeType="button" onClick={() => setEditing(false)}>
              取消
            </Button>
            <Button size="small" round type="danger" nativeType="submit" loading={change.isPending}>
              保存
            </Button>
          </div>
        </form>
      ) : (
        <div className="dis-row">
          <p>
            运营专员：
            {role.opName ? (
              <>
                {role.opName} <a href={`tel:${role.opMobile}`}>{role.opMobile}</a>
              </>
            ) : (
              <span className="dis-status">未指定</span>
            )}
          </p>
          <button
            type="button"
            className="dis-chip"
            onClick={() => {
              setValues({ opName: role.opName, opMobile: role.opMobile });
              setProblems({});
              setEditing(true);
            }}
          >
            {role.opName ? '更换' : '填写'}
          </button>
        </div>
      )}
    </section>
  );
}
