import { useState } from 'react';
import { App, Avatar, Dropdown, Flex, Typography, type ButtonProps } from 'antd';
import { HomeOutlined, IdcardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/stores/app-store';
import { useSession } from '@/shared/stores/session-store';
import { MyAccountDrawer } from '@/features/account-security';
import { PATHS } from '@/shared/paths';
import { useSignOut } from '../hooks/use-sign-out';

/** Account and company, "my account" (for every user), a way home, and sign-out behind a confirmation. */
export const UserMenu = () => {
  const { t } = useTranslation('layout');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const userInfo = useSession((s) => s.userInfo);
  const companyName = useSession((s) => s.companyName);
  const mobile = useAppStore((s) => s.mobile);
  const signOut = useSignOut();
  const [mine, setMine] = useState(false);
  const account = userInfo?.accountName ?? '';

  const confirmSignOut = () =>
    modal.confirm({
      title: t('user.signOutTitle'),
      content: t('user.signOutConfirm'),
      okText: t('user.ok'),
      cancelText: t('user.cancel'),
      okButtonProps: { 'data-testid': 'sign-out-confirm' } as ButtonProps,
      onOk: signOut,
    });

  return (
    <>
      <MyAccountDrawer open={mine} onClose={() => setMine(false)} />
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            {
              key: 'profile',
              disabled: true,
              style: { cursor: 'default' },
              label: (
                <div data-testid="user-menu-profile" style={{ minWidth: 180 }}>
                  <Typography.Text strong>{account}</Typography.Text>
                  {companyName && (
                    <div>
                      <Typography.Text type="secondary">{companyName}</Typography.Text>
                    </div>
                  )}
                </div>
              ),
            },
            { type: 'divider' },
            {
              key: 'myAccount',
              icon: <IdcardOutlined />,
              label: <span data-testid="my-account">{t('user.myAccount')}</span>,
            },
            { key: 'home', icon: <HomeOutlined />, label: t('user.home') },
            {
              key: 'signOut',
              icon: <LogoutOutlined />,
              danger: true,
              label: <span data-testid="sign-out">{t('user.signOut')}</span>,
            },
          ],
          onClick: ({ key }) => {
            if (key === 'myAccount') setMine(true);
            if (key === 'home') void navigate(PATHS.home);
            if (key === 'signOut') confirmSignOut();
          },
        }}
      >
        <button
          type="button"
          className="oms-navbar-action"
          data-testid="user-menu"
          aria-label={t('user.label')}
        >
          <Flex align="center" gap={8}>
            <Avatar size="small" icon={<UserOutlined />} />
            {!mobile && (
              <Typography.Text style={{ maxWidth: 140 }} ellipsis>
                {account}
              </Typography.Text>
            )}
          </Flex>
        </button>
      </Dropdown>
    </>
  );
};
