import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Certification, CertificationStatus } from '@oms/contracts';
import {
  fakeServer,
  renderRoutes,
  TEST_CONFIG,
  setUpPortalEachTest,
  restoreChineseEachTest,
} from '@/test/render-route';
import { expectGuardedRoute, renderRoutesAt, signInAs } from '@/test/page-helpers';
import { useSession } from '@/shared/stores/session-store';
import { identityVerifyRoutes } from '../routes';
import { CertificationGate } from '../components/certification-gate';

const PATH = '/clientCenter/identityVerify';
const EMPTY_PROFILE = {
  companyNameCn: null,
  companyNameEn: null,
  companyCode: null,
  address: null,
  website: null,
  phone: null,
  fax: null,
  email: null,
  contact: null,
  organizationCode: null,
  logoFileId: null,
  licenseFileId: null,
};
const cert = (status: CertificationStatus, extra: Partial<Certification> = {}): Certification => ({
  id: status === 'TO_BE_SUBMITTED' ? null : '3',
  status,
  profile: { ...EMPTY_PROFILE, companyNameCn: '星河贸易', companyCode: 'GALAXY' },
  rejectReason: null,
  submittedAt: status === 'TO_BE_SUBMITTED' ? null : '2026-03-01T08:00:00.000Z',
  decidedAt: null,
  updatedAt: '2026-03-01T08:00:00.000Z',
  operations: [],
  ...extra,
});
const ALL = [
  'OMS_SYSTEM',
  'OMS_CLIENTVERIFY',
  'OMS_CLIENTVERIFY:view',
  'OMS_CLIENTVERIFY:edit',
  'OMS_CLIENTVERIFY:submit',
];
const signedIn = (permissions = ALL) => signInAs(permissions, { isMain: false });
const renderPage = () => renderRoutesAt(identityVerifyRoutes, PATH);
const button = (testId: string) => screen.queryByTestId(testId);

describe('IdentityVerifyPage', () => {
  setUpPortalEachTest();
  restoreChineseEachTest();

  it('is a lazy route guarded by OMS_CLIENTVERIFY', () => {
    expectGuardedRoute(identityVerifyRoutes, 'clientCenter/identityVerify', 'OMS_CLIENTVERIFY');
  });

  it('shows a rejection with its reason and lets the profile be corrected', async () => {
    signedIn();
    fakeServer({
      '/api/certification/get': () => ({ data: cert('REJECTED', { rejectReason: '执照模糊' }) }),
    });
    renderPage();
    const banner = await screen.findByTestId('certification-banner');
    expect(banner).toHaveTextContent('认证被驳回：执照模糊');
    expect(button('certification-save')).not.toBeNull();
    expect(button('certification-submit')).not.toBeNull();
    expect(document.getElementById('certification_companyNameCn')).toHaveValue('星河贸易');
    expect(document.getElementById('certification_companyNameCn')).not.toHaveAttribute('readonly');
  });

  it('is read-only under review, with the submitted time, and shows the passed badge once passed', async () => {
    signedIn();
    fakeServer({ '/api/certification/get': () => ({ data: cert('UNDER_REVIEW') }) });
    const view = renderPage();
    expect(await screen.findByTestId('certification-banner')).toHaveTextContent(
      /已于 2026-03-01 \d\d:\d\d:\d\d 提交/,
    );
    expect(button('certification-save')).toBeNull();
    expect(button('certification-submit')).toBeNull();
    expect(document.getElementById('certification_companyNameCn')).toHaveAttribute('readonly');
    view.unmount();

    fakeServer({
      '/api/certification/get': () => ({
        data: cert('PASSED', {
          operations: [
            {
              id: '1',
              actor: 'LAX',
              action: 'approve',
              fromState: 'UNDER_REVIEW',
              toState: 'PASSED',
              note: null,
              createdAt: '2026-03-02T08:00:00.000Z',
            },
          ],
        }),
      }),
    });
    renderPage();
    expect(await screen.findByTestId('certification-passed')).toHaveTextContent('认证已通过');
    expect(button('certification-submit')).toBeNull();
    expect(screen.getByTestId('certification-timeline')).toHaveTextContent('审核通过 · LAX');
  });

  it('checks the whole profile before a submit and sends nothing while fields are missing', async () => {
    signedIn();
    const server = fakeServer({ '/api/certification/get': () => ({ data: cert('TO_BE_SUBMITTED') }) });
    renderPage();
    await userEvent.click(await screen.findByTestId('certification-submit'));
    expect(await screen.findByText('请输入公司英文名称')).toBeInTheDocument();
    expect(screen.getByText('请上传营业执照')).toBeInTheDocument();
    expect(server.bodies('/certification/submit')).toEqual([]);
  });

  it('saves a draft with only the filled-in fields, checking their format first', async () => {
    signedIn();
    const server = fakeServer({
      '/api/certification/get': () => ({ data: cert('TO_BE_SUBMITTED') }),
      '/api/certification/save': () => ({ data: cert('TO_BE_SUBMITTED') }),
    });
    renderPage();
    await screen.findByTestId('certification-save');
    const email = document.getElementById('certification_email') as HTMLInputElement;
    await userEvent.click(email);
    await userEvent.paste('nope');
    await userEvent.click(screen.getByTestId('certification-save'));
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(server.bodies('/certification/save')).toEqual([]);
    await userEvent.clear(email);
    await userEvent.click(email);
    await userEvent.paste('a@b.cn');
    await userEvent.click(screen.getByTestId('certification-save'));
    await waitFor(() =>
      expect(server.bodies('/certification/save')).toEqual([
        { companyNameCn: '星河贸易', companyCode: 'GALAXY', email: 'a@b.cn' },
      ]),
    );
  });

  it('has no save or submit for a viewer without the codes', async () => {
    signedIn(['OMS_SYSTEM', 'OMS_CLIENTVERIFY', 'OMS_CLIENTVERIFY:view']);
    fakeServer({ '/api/certification/get': () => ({ data: cert('TO_BE_SUBMITTED') }) });
    renderPage();
    await screen.findByTestId('certification-banner');
    expect(button('certification-save')).toBeNull();
    expect(screen.getByText('您没有修改认证资料的权限，只能查看。')).toBeInTheDocument();
  });
});

describe('CertificationGate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });
  const renderGate = () =>
    renderRoutes(
      [
        {
          path: '/order/new',
          element: (
            <CertificationGate>
              <div data-testid="guarded">form</div>
            </CertificationGate>
          ),
        },
      ],
      '/order/new',
    );

  it('shows why and links to verification until the certification has passed', async () => {
    signedIn(['OMS_SYSTEM']);
    window.__OMS_CONFIG__ = { ...TEST_CONFIG };
    fakeServer({
      '/api/certification/state': () => ({ data: { status: 'REJECTED', rejectReason: '执照过期' } }),
    });
    const view = renderGate();
    const gate = await screen.findByTestId('certification-gate');
    expect(gate).toHaveTextContent('您的认证被驳回：执照过期');
    expect(screen.getByTestId('certification-gate-link')).toHaveAttribute(
      'href',
      '/clientCenter/identityVerify',
    );
    expect(screen.queryByTestId('guarded')).toBeNull();
    view.unmount();

    fakeServer({ '/api/certification/state': () => ({ data: { status: 'PASSED', rejectReason: null } }) });
    renderGate();
    expect(await screen.findByTestId('guarded')).toBeInTheDocument();
    expect(screen.queryByTestId('certification-gate')).toBeNull();
  });
});
