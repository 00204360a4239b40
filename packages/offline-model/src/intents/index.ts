import { addMapIntent } from './add-map';
import { addPageIntent } from './add-page';
import { applyAssetsIntent } from './apply-assets';
import { coloursIntent } from './colours';
import { darkModeIntent } from './dark-mode';
import { fixErrorIntent } from './fix-error';
import { nudgeFollowUpIntent } from './nudge-follow-up';
import { replaceImageIntent } from './replace-image';
import { responsiveIntent } from './responsive';
import { addSectionIntent, removeSectionIntent } from './sections';
import { supabaseConnectedIntent } from './supabase-connected';
import { changeHeadingIntent, renameAppIntent, replaceTextIntent } from './text';
import type { Intent, Recognised } from './types';
import { useComponentIntent } from './use-component';

/** Intents that read the whole message as their own (quoted text, an error log) and exclude others. */
const EXCLUSIVE: Intent[] = [
  // The workspace's own follow-up once integration nudges are answered.
  nudgeFollowUpIntent,
  // Kiln's own briefs after INTEGRATE_COMPONENT and INTEGRATE_SUPABASE: their words must not read as
  // other intents.
  useComponentIntent,
  supabaseConnectedIntent,
  fixErrorIntent,
  // The asset editor's prompt names each element exactly; it also reads like replace-text/-image.
  applyAssetsIntent,
  replaceTextIntent,
  renameAppIntent,
  changeHeadingIntent,
  replaceImageIntent,
];

/** Intents that can share a message: "make it blue and add a pricing section". */
const COMBINABLE: Intent[] = [
  removeSectionIntent,
  addPageIntent,
  addMapIntent,
  addSectionIntent,
  coloursIntent,
  darkModeIntent,
  responsiveIntent,
];

export function recogniseIntents(text: string): Recognised[] {
  for (const intent of EXCLUSIVE) {
    const recognised = intent.recognise(text);
    if (recognised) return [recognised];
  }
  return COMBINABLE.flatMap((intent) => {
    const recognised = intent.recognise(text);
    return recognised ? [recognised] : [];
  });
}
