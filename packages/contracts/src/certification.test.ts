import { describe, expect, it } from 'vitest';
import {
  CERTIFICATION_MACHINE,
  certificationDraft,
  certificationProfile,
  reviewDecision,
} from './certification';
import { SIGNING_MACHINE } from './signing';
import { actionsIn, canDo, nextState } from './state-machine';

const PROFILE = {
  companyNameCn: '深圳测试贸易有限公司',
  companyNameEn: 'Test Trading Ltd.',
  companyCode: 'TEST-01',
  address: '深圳市南山区',
  phone: '(0755) 8888-6666',
  email: 'A@Example.com',
  contact: '李四',
  organizationCode: '91440300MA5XXXXX1X',
  licenseFileId: '12',
};
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('certification contracts', () => {
  it('lets the customer submit from draft or rejected, and the warehouse decide what is under review', () => {
    expect(actionsIn(CERTIFICATION_MACHINE, 'TO_BE_SUBMITTED', 'customer')).toEqual(['save', 'submit']);
    expect(actionsIn(CERTIFICATION_MACHINE, 'REJECTED', 'customer')).toEqual(['save', 'submit']);
    expect(actionsIn(CERTIFICATION_MACHINE, 'UNDER_REVIEW', 'customer')).toEqual([]);
    expect(actionsIn(CERTIFICATION_MACHINE, 'UNDER_REVIEW', 'warehouse')).toEqual(['approve', 'reject']);
    expect(actionsIn(CERTIFICATION_MACHINE, 'PASSED')).toEqual([]);
    expect(nextState(CERTIFICATION_MACHINE, 'REJECTED', 'save')).toBe('REJECTED');
    expect(nextState(CERTIFICATION_MACHINE, 'REJECTED', 'submit')).toBe('UNDER_REVIEW');
    expect(nextState(CERTIFICATION_MACHINE, 'PASSED', 'reject')).toBeUndefined();
    expect(canDo(CERTIFICATION_MACHINE, 'UNDER_REVIEW', 'approve', 'customer')).toBe(false);
    expect(nextState(SIGNING_MACHINE, 'REJECTED', 'apply')).toBe('PENDING_REVIEW');
    expect(actionsIn(SIGNING_MACHINE, 'SIGNED')).toEqual([]);
  });

  it('requires the whole profile on submit and only formats in a draft', () => {
    const ok = certificationProfile.safeParse(PROFILE);
    expect(ok.success && ok.data.email).toBe('a@example.com');
    expect(firstMessage(certificationProfile.safeParse({ ...PROFILE, contact: '  ' }))).toBe(
      'certification.contactRequired',
    );
    expect(firstMessage(certificationProfile.safeParse({ ...PROFILE, organizationCode: 'abc' }))).toBe(
      'certification.organizationCodeFormat',
    );
    expect(firstMessage(certificationProfile.safeParse({ ...PROFILE, website: 'javascript:alert(1)' }))).toBe(
      'validation.url',
    );
    expect(certificationProfile.safeParse({ ...PROFILE, website: '', fax: null }).success).toBe(true);
    expect(certificationDraft.safeParse({}).success).toBe(true);
    expect(certificationDraft.safeParse({ companyNameCn: '', licenseFileId: null }).success).toBe(true);
    expect(firstMessage(certificationDraft.safeParse({ fax: 'fax me' }))).toBe('certification.faxFormat');
    expect(firstMessage(certificationDraft.safeParse({ licenseFileId: '0' }))).toBe('error.validation');
  });

  it('needs a reason to reject', () => {
    expect(reviewDecision.safeParse({ approve: true }).success).toBe(true);
    expect(firstMessage(reviewDecision.safeParse({ approve: false, reason: ' ' }))).toBe(
      'certification.rejectReasonRequired',
    );
  });
});
