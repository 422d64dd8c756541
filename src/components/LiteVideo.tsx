import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { privacyEnhancedEmbedUrl } from '../lib/video';

interface LiteVideoProps {
  title: string;
  url: string;
  className?: string;
}

/**
 * An embedded video that loads nothing from another host until the visitor
 * asks: a local poster with a play button, swapped for the privacy-enhanced
 * YouTube player on click.
 */
export function LiteVideo({ title, url, className = '' }: LiteVideoProps) {
  const [playing, setPlaying] = useState(false);
  const embedUrl = privacyEnhancedEmbedUrl(url);
  if (!embedUrl) return null;
  return (
    <div className={`lite-video ${className}`}>
      {playing ? (
        <iframe
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="lite-video__poster" onClick={() => setPlaying(true)}>
          <span className="lite-video__play" aria-hidden="true" />
          <span className="lite-video__label">
            <span className="visually-hidden">
              <Trans>Play video:</Trans>{' '}
            </span>
            {title}
          </span>
        </button>
      )}
    </div>
  );
}
