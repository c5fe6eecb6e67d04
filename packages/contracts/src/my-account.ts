import { z } from 'zod';
import { userNameSchema } from './sub-accounts';

// "My account" (the user menu): what every signed-in user may do to their own account, whatever the
// role: see it, rename themselves, change their password. Calls are POST /api/my-account/<action>
// and need a session only; the server acts on the session's user and never on an id sent to it.
// Phone and e-mail are shown here but changed on the account security page (with a code sent to the
// new one), which stays behind its permission codes.

/** The display name is the one contact detail changed here (phone and e-mail need a code). */
export const updateMyProfileRequest = z.object({ userName: userNameSchema });
export type UpdateMyProfileRequest = z.infer<typeof updateMyProfileRequest>;
