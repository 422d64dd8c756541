import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContactDetail } from '../domain/types';
import { contactLinks, isPresent, type ContactKind } from '../domain/contact';
import { Html } from './Html';
import './ContactDetails.css';

const LABELS: Record<ContactKind, MessageDescriptor> = {
  phone: msg`Phone`,
  email: msg`E-mail`,
  website: msg`Website`,
  instagram: msg`Instagram`,
};

interface ContactDetailsProps {
  detail: ContactDetail;
  /** How a website reads: its full address (nominee page) or its domain (winner article). */
  websiteLabel?: 'address' | 'domain';
}

/**
 * A venue's contact details by the shared display rules (src/domain/contact.ts):
 * absent ('-') fields are left out, and nothing at all is rendered when every
 * field is absent.
 */
export function ContactDetails({ detail, websiteLabel = 'address' }: ContactDetailsProps) {
  const { i18n } = useLingui();
  const links = contactLinks(detail, { websiteLabel });
  const hasAddress = isPresent(detail.address);
  if (!hasAddress && links.length === 0) return null;
  return (
    <dl className="contact-details">
      {hasAddress ? (
        <div className="contact-details__row">
          <dt>
            <Trans>Address</Trans>
          </dt>
          <dd>
            <Html as="address" html={detail.address} className="contact-details__address" />
          </dd>
        </div>
      ) : null}
      {links.map((link) => (
        <div key={link.kind} className="contact-details__row">
          <dt>{i18n._(LABELS[link.kind])}</dt>
          <dd>
            <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.label}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
