import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { isPromotionUrl } from '@/shared/promotion-url';
import { Button, type ButtonProps } from '@/web/components/ui/button';

interface PromotionLinkProps {
  text: string | null;
  url: string | null;
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * An announcement's or ad's button: a page of this site opens in the app, another site in a new tab. Shown only when
 * both the text and a safe URL are set (the server accepts nothing else, this is a second guard).
 */
export function PromotionLink({ text, url, variant = 'default', className }: PromotionLinkProps) {
  if (!text || !url || !isPromotionUrl(url)) return null;
  if (url.startsWith('/')) {
    return (
      <Button asChild size="sm" variant={variant} className={className}>
        <Link to={url}>{text}</Link>
      </Button>
    );
  }
  return (
    <Button asChild size="sm" variant={variant} className={className}>
      <a href={url} target="_blank" rel="noopener noreferrer">
        {text}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Button>
  );
}
