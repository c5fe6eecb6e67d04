import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import { useAppStore } from '@/shared/stores/app-store';
import { RightNotice } from './right-notice';
import { TodoPopup } from './todo-popup';
import { useModalOpen } from './use-modal-open';

/** Space between the popups and the window's edges, on a wide and on a narrow screen. */
const POPUP_GAP = { wide: 24, narrow: 8 } as const;

type Props = {
  /** Where the page's content starts on the left (the sidebar's width). */
  left: number;
  /** The height the popups take at the bottom of the window, edge gap included (0 without any). */
  onRoom: (px: number) => void;
};

/**
 * The bottom corners' popups (to-dos on the left, the notice on the right) in one band along the
 * bottom of the window. Hidden while any dialog or drawer is open; its height is reported so that
 * the page can leave that much room below its end (the list's pagination is never under it).
 */
export const PopupLayer = ({ left, onRoom }: Props) => {
  const { token } = theme.useToken();
  const mobile = useAppStore((s) => s.mobile);
  const hidden = useModalOpen();
  const ref = useRef<HTMLDivElement>(null);
  const gap = mobile ? POPUP_GAP.narrow : POPUP_GAP.wide;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const report = () => onRoom(el.offsetHeight > 0 ? el.offsetHeight + gap : 0);
    report();
    const observer = new ResizeObserver(report);
    observer.observe(el);
    return () => observer.disconnect();
  }, [gap, onRoom]);

  return (
    <div
      ref={ref}
      className="oms-popup-layer"
      data-testid="popup-layer"
      data-mobile={mobile}
      data-hidden={hidden}
      aria-hidden={hidden || undefined}
      inert={hidden}
      style={{
        left: mobile ? gap : left + gap,
        right: gap,
        bottom: gap,
        zIndex: token.zIndexPopupBase - 1,
      }}
    >
      <div className="oms-popup-slot">
        <TodoPopup />
      </div>
      <div className="oms-popup-slot">
        <RightNotice />
      </div>
    </div>
  );
};
