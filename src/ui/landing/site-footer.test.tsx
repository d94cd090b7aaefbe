import { renderView } from '@test/support/render-view';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { SiteFooter } from './site-footer';

const group = (name: string) => screen.getByRole('list', { name });

describe('site footer', () => {
  it.each([
    ['Product', 'Docs', site.links.docs],
    ['Product', 'Whitepaper (PDF)', site.links.whitepaper],
    ['Product', 'GitHub', site.links.github],
    ['Community', 'X', site.links.x],
    ['Community', 'Telegram', site.links.telegram],
    ['Community', 'Medium', site.links.medium],
  ])('%s: %s opens %s in a new tab, with no opener and no referrer', async (groupName, label, href) => {
    await renderView(<SiteFooter />, { width: null });
    const link = within(group(groupName)).getByRole('link', {
      name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`),
    });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('ships the whitepaper as a PDF of this site', async () => {
    await renderView(<SiteFooter />, { width: null });
    expect(within(group('Product')).getByRole('link', { name: /Whitepaper/ })).toHaveAttribute(
      'href',
      '/dgrid-whitepaper.pdf',
    );
  });

  it('Contact: Email is a mailto link to the configured address, in the same tab', async () => {
    await renderView(<SiteFooter />, { width: null });
    const email = within(group('Contact')).getByRole('link', { name: 'Email' });
    expect(email).toHaveAttribute('href', `mailto:${site.contactEmail}`);
    expect(email).not.toHaveAttribute('target');
    expect(email).not.toHaveAttribute('rel');
  });

  it('shows the 2025 copyright line with the brand', async () => {
    await renderView(<SiteFooter />, { width: null });
    expect(screen.getByText('© 2025 DGrid. All rights reserved.')).toBeInTheDocument();
  });

  it('carries the logo variant of each theme, marked so that the page theme shows only its own', async () => {
    await renderView(<SiteFooter />, { width: null });
    const logos = within(screen.getByRole('contentinfo')).getAllByRole('img', { name: 'DGrid' });
    expect(logos.map((logo) => [logo.getAttribute('src'), logo.className])).toEqual([
      ['/images/logo-footer-dark.svg', 'theme-dark-only'],
      ['/images/logo-footer-light.svg', 'theme-light-only'],
    ]);
    for (const logo of logos) expect(logo).toHaveAttribute('loading', 'lazy');
  });
});
