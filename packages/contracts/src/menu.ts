import { z } from 'zod';

/** A menu item of the portal's sidebar, as the session call answers it (specification §6). */
export type MenuItem = {
  menuName: string;
  menuNameEn: string;
  routePath: string;
  permission: string;
  icon?: string;
  count: number;
  isFrame: boolean;
  outLink: string | null;
  hidden: boolean;
  children: MenuItem[];
};
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    menuName: z.string(),
    menuNameEn: z.string(),
    routePath: z.string(),
    permission: z.string(),
    icon: z.string().optional(),
    count: z.number().int(),
    isFrame: z.boolean(),
    outLink: z.string().nullable(),
    hidden: z.boolean(),
    children: z.array(menuItemSchema),
  }),
);
