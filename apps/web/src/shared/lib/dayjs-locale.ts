import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useAppStore } from '@/shared/stores/app-store';

// dayjs in the user's language (antd's date pickers and calendars read its global locale). Only the
// portal and the public pages outside sign-in show dates, so this module loads with their pages
// (./page-route.ts) and not with /login. A language switch reloads the page, so reading the
// language once is enough.
dayjs.locale(useAppStore.getState().language === 'zh' ? 'zh-cn' : 'en');
