import { renderView } from '@test/support/render-view';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LandingPage } from './landing-page';

const follows = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('landing page', () => {
  it('shows header, hero, vision, how to participate, how it works, closing banner and footer, in that order', async () => {
    await renderView(<LandingPage />, { width: null });
    const order = [
      screen.getByRole('banner'),
      screen.getByRole('heading', { level: 1, name: 'Decentralized AI Inference Network' }),
      screen.getByRole('heading', {
        level: 2,
        name: 'AI should serve open networks, not centralized platforms',
      }),
      screen.getByRole('heading', { level: 2, name: 'How to participate' }),
      screen.getByRole('heading', { level: 2, name: 'How it works' }),
      screen.getByRole('heading', { level: 2, name: 'Start Building with Decentralized AI' }),
      screen.getByRole('contentinfo'),
    ];
    for (let i = 1; i < order.length; i++) {
      expect(
        follows(order[i - 1] as Element, order[i] as Element),
        `section ${i} comes after section ${i - 1}`,
      ).toBe(true);
    }
    const main = screen.getByRole('main');
    for (const heading of order.slice(1, -1)) expect(main).toContainElement(heading as HTMLElement);
  });

  it('has exactly one h1, the headline, with the tagline beside it', async () => {
    await renderView(<LandingPage />, { width: null });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('for Open, Low-Cost, Community-Powered AI')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /inference nodes/i })).toHaveAttribute('width', '560');
  });

  it('links the header Docs to the documentation site in a new tab, and Launch App into the app', async () => {
    await renderView(<LandingPage />, { width: null });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const docs = within(nav).getByRole('link', { name: /^Docs/ });
    expect(docs).toHaveAttribute('href', site.links.docs);
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(docs).toHaveAccessibleName(/^Docs ?\(opens in a new tab\)$/);
    expect(within(nav).getByRole('link', { name: 'Launch App' })).toHaveAttribute('href', paths.app);
    expect(within(nav).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('shows the two audiences, with the token symbol from config', async () => {
    await renderView(<LandingPage />, { width: null });
    const nodes = screen.getByRole('article', { name: `Run a node and earn ${site.token.symbol}` });
    expect(within(nodes).getByText(/no coding skills needed/i)).toBeInTheDocument();
    expect(within(nodes).getByRole('link', { name: /get a pass/i })).toHaveAttribute('href', paths.pass);
    const developers = screen.getByRole('article', { name: 'One interface to hundreds of LLMs' });
    expect(within(developers).getByText('Available after the official launch')).toBeInTheDocument();
  });

  it('explains how it works as an equation with a diagram, and Learn More opens the docs in a new tab', async () => {
    await renderView(<LandingPage />, { width: null });
    const section = screen.getByRole('region', { name: 'How it works' });
    const equation = within(section).getByText('AI RPC', { selector: '.how__equation > span' }).parentElement;
    expect(equation?.textContent).toContain('AI RPC + LLM Reasoning + Distributed Network Nodes');
    expect(within(section).getByRole('img', { name: /AI RPC gateway/ })).toHaveAttribute('height', '320');
    const learnMore = within(section).getByRole('link', { name: /Learn More/ });
    expect(learnMore).toHaveAttribute('href', site.links.docs);
    expect(learnMore).toHaveAttribute('target', '_blank');
    expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('closes with the banner inviting visitors into the app', async () => {
    await renderView(<LandingPage />, { width: null });
    const banner = screen.getByRole('region', { name: 'Start Building with Decentralized AI' });
    expect(
      within(banner).getByText('Join the future of Open, Low-Cost, Community-Powered AI'),
    ).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: /Launch App/ })).toHaveAttribute('href', paths.app);
  });

  it('gives every image an explicit size, so nothing shifts while they load', async () => {
    const { container } = await renderView(<LandingPage />, { width: null });
    const images = container.querySelectorAll('img');
    expect(images.length).toBeGreaterThanOrEqual(8);
    for (const img of images) {
      expect(Number(img.getAttribute('width')), img.src).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height')), img.src).toBeGreaterThan(0);
      expect(img.getAttribute('alt'), img.src).toBeTruthy();
    }
  });
});
