import { useEffect } from 'react';
import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * antd's message, modal and notification bound to the app's theme and locale, reachable from code
 * outside React (the request client). Filled by <FeedbackBridge/> inside antd's <App>.
 */
export const feedback: {
  message: MessageInstance | null;
  modal: ModalHookAPI | null;
  notification: NotificationInstance | null;
} = { message: null, modal: null, notification: null };

export const FeedbackBridge = () => {
  const { message, modal, notification } = App.useApp();
  useEffect(() => {
    feedback.message = message;
    feedback.modal = modal;
    feedback.notification = notification;
  }, [message, modal, notification]);
  return null;
};
