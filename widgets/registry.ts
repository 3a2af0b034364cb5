import { Busy } from './screens/busy/index.ts';
import { ErrorScreen } from './screens/error-screen/index.ts';
import { LanguageGrid } from './screens/language-grid/index.ts';
import { Message } from './screens/message/index.ts';
import { NotFound } from './screens/not-found/index.ts';
import { ProfileTiles } from './screens/profile-tiles/index.ts';
import { Questionary } from './screens/questionary/index.ts';
import { RestrictedIp } from './screens/restricted-ip/index.ts';
import { Unavailable } from './screens/unavailable/index.ts';
import { Waiting } from './screens/waiting/index.ts';

/**
 * Every screen widget, as a plain array (DESIGN.md "Widgets"): a flow screen's `widget` names one
 * of these `type`s. A new widget is one folder plus one line here; nothing registers itself.
 */
export const screenWidgets = [LanguageGrid, ProfileTiles, Questionary, Busy, Waiting, Message, ErrorScreen, NotFound, Unavailable, RestrictedIp] as const;

