import { describe, expect, it } from 'vitest';
import { ORDERS_TEXTS, OWNER_SESSION_TEXTS, SIGN_IN_TEXTS, STATUS_TEXTS } from '@/lib/spec-texts';
import { translateOwner, type OwnerMessageId } from './owner';

/** The owner's messages that SPEC fixes, and the words lib/spec-texts keeps for them. */
const SPEC_MESSAGES: [OwnerMessageId, string][] = [
  ['owner.common.loading', STATUS_TEXTS.loading],
  ['owner.session.loginNote', OWNER_SESSION_TEXTS.loginNote],
  ['owner.session.loginHeading', OWNER_SESSION_TEXTS.loginHeading],
  ['owner.session.loginSuccess', OWNER_SESSION_TEXTS.loginSuccess],
  ['owner.session.expired', OWNER_SESSION_TEXTS.sessionExpired],
  ['owner.session.credentialsFailure', SIGN_IN_TEXTS.credentialsFailure],
  ['owner.session.login', SIGN_IN_TEXTS.loginButton],
  ['owner.layout.title', OWNER_SESSION_TEXTS.shellTitle],
  ['owner.layout.subtitle', OWNER_SESSION_TEXTS.shellSubtitle],
  ['owner.desk.heading', ORDERS_TEXTS.allOrdersHeading],
  ['owner.desk.none', ORDERS_TEXTS.none],
  ['owner.desk.loadError', ORDERS_TEXTS.loadError],
  ['owner.print.loadError', STATUS_TEXTS.fetchError],
];

describe('the owner catalog’s specification texts', () => {
  it.each(SPEC_MESSAGES)('%s says exactly what SPEC says', (id, words) => {
    expect(translateOwner(id)).toBe(words);
  });
});
