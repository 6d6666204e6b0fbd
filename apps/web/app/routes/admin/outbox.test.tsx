import type { OutboxListing, OutboxMessageRecord } from '@facet/contracts/outbox';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Route } from './+types/outbox';
import Outbox from './outbox.tsx';

/* The outbox page says whether links are live, and never makes a hidden one clickable. */

function message(overrides: Partial<OutboxMessageRecord>): OutboxMessageRecord {
  return {
    id: 1,
    channel: 'email',
    to: 'asha@example.org',
    subject: 'Set a new password — Facet Fine Jewellery',
    text: '',
    links: [],
    attachments: [],
    headers: {},
    redacted: false,
    transport: null,
    state: 'queued',
    attempts: 0,
    lastError: null,
    createDate: '2026-05-01T10:00:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

function renderOutbox(listing: OutboxListing): string {
  const props = { loaderData: { ...listing, page: 1, search: '' } } as unknown as Route.ComponentProps;
  const Stub = createRoutesStub([{ path: '/outbox', Component: () => <Outbox {...props} /> }]);
  return renderToString(<Stub initialEntries={['/outbox']} />);
}

describe('outbox page', () => {
  it('labels live links as local use only, and lets them be followed', () => {
    const link = 'http://shop.test/set-new-password?token=live-token-1234567890';
    const html = renderOutbox({
      totalRecords: 1,
      redacted: { email: false, sms: false },
      records: [message({ links: [link] })],
    });
    expect(html).toContain(
      'No e-mail transport is configured: messages stay here and their links are live — for local use only.',
    );
    expect(html).toMatch(/<a [^>]*href="http:\/\/shop\.test\/set-new-password\?token=live-token-1234567890"/);
  });

  it('says links and codes are hidden when SMTP and SMS deliver, and shows a hidden link as text only', () => {
    const html = renderOutbox({
      totalRecords: 2,
      redacted: { email: true, sms: true },
      records: [
        message({ links: ['http://shop.test/set-new-password?token=[hidden]'], redacted: true, state: 'sent' }),
        message({ id: 2, channel: 'sms', to: '+919820012345', text: '[hidden] is your code', redacted: true }),
      ],
    });
    expect(html).toContain(
      'Links and codes are hidden because messages are delivered by SMTP/SMS; the recipient’s copy works.',
    );
    expect(html).not.toContain('for local use only');
    expect(html).toContain('http://shop.test/set-new-password?token=[hidden]');
    expect(html).not.toMatch(/<a [^>]*href="[^"]*token=/);
    expect(html).toContain('[hidden] is your code');
  });

  it('says which PDF an e-mail carries', () => {
    const html = renderOutbox({
      totalRecords: 1,
      redacted: { email: false, sms: false },
      records: [message({ subject: 'Order FCT-000001: payment received', attachments: ['FCT-26-27-000001.pdf'] })],
    });
    expect(html).toContain('PDF attached: <!-- -->FCT-26-27-000001.pdf');
  });
});
