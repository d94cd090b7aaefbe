import '@/ui/kit/theme.css';
import './landing.css';
import './buttons.css';
import { usePageText } from '@/ui/i18n/page-text-context';
import { ClosingBanner } from './closing-banner';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { ParticipateSection } from './participate-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { VisionSection } from './vision-section';

/** The landing route "/": header, hero, vision, how to participate, how it works, closing banner, footer. */
export function LandingPage() {
  const { t } = usePageText('landing');
  return (
    <div className="landing">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <HeroSection />
        <VisionSection />
        <ParticipateSection />
        <HowItWorksSection />
        <ClosingBanner />
      </main>
      <SiteFooter />
    </div>
  );
}
